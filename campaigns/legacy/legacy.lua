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
  if won then
    -- A defeated Bladius leaves Hunted behind no more: the card is banished from the basic set.
    changes[#changes + 1] = { kind = "banish_nemesis_card", id = "legacy.basic.hunted" }
  end
  return changes
end

-- End of Chapter 2a/2b (rules/legacy.md §4.2): each mat's first locked area opens and shows an ability.
function M.unlock_slot_2(c)
  local changes = {}
  for _, m in ipairs(c.mages) do
    changes[#changes + 1] = { kind = "place_sticker", id = tostring(m.seat), value = "2a=ability" }
    changes[#changes + 1] = { kind = "set_mat", id = tostring(m.seat), value = m.mage .. "_awakened" }
  end
  return changes
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
