-- Hooks of the Legacy campaign. Each gets a read-only copy of the campaign (`c`) and returns the changes it
-- wants; the campaign layer checks and applies them and writes each to the campaign log.
local M = {}

local function last_battle(c)
  return c.battles[#c.battles]
end

-- After Chapter 2 the nemesis's blades stay with the winners: whoever won keeps a memento card.
function M.chapter2_end(c)
  local won = last_battle(c).result == "won"
  local changes = { { kind = "set_flag", id = "bladius", value = won and "defeated" or "escaped" } }
  if won and c.spare_nemesis_cards["legacy.basic.hunted"] then
    -- A defeated Bladius leaves Hunted behind no more: the card is banished from the basic set.
    changes[#changes + 1] = { kind = "banish_nemesis_card", id = "legacy.basic.hunted" }
  elseif won then
    -- Four mages face a deck that needs every tier-2 basic card (rules/base.md §3.3), so Hunted stays.
    changes[#changes + 1] = { kind = "note",
                              value = "Hunted stays among the nemesis cards: a deck for four needs every one." }
  end
  return changes
end

-- End of Chapter 2a/2b (rules/legacy.md §4.2): each mat's first locked area opens and shows an ability.
function M.unlock_slot_2(c)
  local changes = {}
  for _, m in ipairs(c.mages) do
    if not (m.stickers and m.stickers["2a"]) then
      changes[#changes + 1] = { kind = "place_sticker", id = tostring(m.seat), value = "2a=ability" }
    end
    if not m.mage:find("_awakened$") then
      changes[#changes + 1] = { kind = "set_mat", id = tostring(m.seat), value = m.mage .. "_awakened" }
    end
  end
  return changes
end

-- A mat slot opens and takes a sticker (rules/legacy.md §1.6, §3.4: slots unlock at the end of Chapters
-- 2a, 2b, 3, 5 and 6). A slot a group already filled by hand (companion mode) keeps its sticker. What the
-- stickers do is ours: `charges+N` and `life+N` change every later battle's setup (docs/campaigns.md).
local function unlock_slot(c, slot, sticker)
  local changes = {}
  for _, m in ipairs(c.mages) do
    if not (m.stickers and m.stickers[slot]) then
      changes[#changes + 1] = { kind = "place_sticker", id = tostring(m.seat), value = slot .. "=" .. sticker }
    end
  end
  return changes
end

-- Chapter 2b: the mats remember the breaches' rhythm; every mage starts a battle with one charge.
function M.unlock_slot_2b(c) return unlock_slot(c, "2b", "charges+1") end
-- Chapter 3: one more life.
function M.unlock_slot_3(c) return unlock_slot(c, "3", "life+1") end
-- Chapter 5: a second charge at the start.
function M.unlock_slot_5(c) return unlock_slot(c, "5", "charges+1") end
-- Chapter 6: one more life, for the last fight.
function M.unlock_slot_6(c) return unlock_slot(c, "6", "life+1") end

-- Chapter 6: the Orrery's fate is remembered (a turning Orrery also costs Gravehold life in Chapter 7:
-- campaign.yaml branches on the result).
function M.chapter6_end(c)
  if last_battle(c).result == "won" then
    return { { kind = "set_flag", id = "orrery", value = "broken" } }
  end
  return { { kind = "set_flag", id = "orrery", value = "turning" },
           { kind = "note", value = "The Orrery still turns beyond the eastern breach." } }
end

-- Chapter 3's choice decides what the mages bring back.
function M.chapter3_end(c)
  local changes = {}
  if c.flags.ch3 == "archive" then
    changes[#changes + 1] = { kind = "open", id = "box.B" }
    changes[#changes + 1] = { kind = "note", value = "The archive's maps show where the husks nest." }
  else
    for _, m in ipairs(c.mages) do
      changes[#changes + 1] = { kind = "replace_starting_card", id = tostring(m.seat),
                                value = "deck:base.gem.crystal=legacy.gem.warding_crystal" }
    end
  end
  return changes
end

function M.chapter5_end(c)
  if last_battle(c).result == "won" then
    return { { kind = "set_flag", id = "rageborne", value = "defeated" } }
  end
  return { { kind = "note", value = "The rage sinks back into the deep breach, unbroken." } }
end

return M
