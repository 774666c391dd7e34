-- Hooks of the first Outcasts expedition: rewards after each battle (rules/outcasts.md §2.4: new treasures
-- arrive at the end of every battle; the barracks grows as the story directs). Each returns changes.
local M = {}

local function has(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end

local function add_cards(changes, c, ids)
  for _, id in ipairs(ids) do
    -- A card that was banished stays out of the expedition (rules/outcasts.md §3).
    if not has(c.barracks_cards, id) and not has(c.banished_supply, id) and not has(c.banished_other, id) then
      changes[#changes + 1] = { kind = "add_barracks_card", id = id }
    end
  end
end

-- The mages the mat backs of the physical box would add: Qu after the second battle and Thraxir after the
-- third (card-facts §4.8), Dezmodia and Arachnos on the "b" roads, which that sequence does not model.
local function add_mage(changes, c, id)
  if not has(c.barracks_mages, id) then changes[#changes + 1] = { kind = "add_barracks_mage", id = id } end
end

function M.battle1_rewards(c)
  local changes = {
    { kind = "add_treasure", id = "outcasts.treasure.wayfarers_prism", level = 1 },
    { kind = "add_treasure", id = "outcasts.treasure.ashen_lodestone", level = 1 },
    { kind = "add_treasure", id = "outcasts.treasure.scorch_note", level = 1 },
    { kind = "add_treasure", id = "outcasts.treasure.splinter_hymn", level = 1 },
  }
  add_cards(changes, c, { "outcasts.gem.unstable_pyrite", "outcasts.gem.helix_of_amber",
                          "outcasts.relic.orb_of_the_deep", "outcasts.spell.infused_ignition" })
  return changes
end

function M.battle2_rewards(c)
  local changes = {
    { kind = "add_treasure", id = "outcasts.treasure.communal_hearth", level = 2 },
    { kind = "add_treasure", id = "outcasts.treasure.rallying_banner", level = 2 },
  }
  add_mage(changes, c, "outcasts.mage.qu")
  if c.flags.path2 == "b" then add_mage(changes, c, "outcasts.mage.dezmodia") end
  if c.flags.path2 == "a" then
    add_cards(changes, c, { "outcasts.gem.galvanized_sapphire", "outcasts.relic.reconstituting_circuit",
                            "outcasts.spell.radiant_conflux" })
  else
    add_cards(changes, c, { "outcasts.relic.chain_of_retrieval", "outcasts.relic.bottled_sun",
                            "outcasts.spell.gathered_will" })
  end
  return changes
end

-- The deck with upgraded basic nemesis cards is opened once the mages are deep enough in the Void
-- (rules/outcasts.md §10.1.4: from then on they are always used).
function M.open_upgraded_basics(c)
  return {
    { kind = "open", id = "deck.upgraded" },
    { kind = "add_upgraded_basic", id = "outcasts.basic.howling_rift" },
    { kind = "add_upgraded_basic", id = "outcasts.basic.grasping_void" },
    { kind = "add_upgraded_basic", id = "outcasts.basic.cinder_eclipse" },
  }
end

-- The end of the first expedition (rules/outcasts.md §2.6): custom expeditions open for every campaign in the
-- database, and the upgraded basic nemesis cards this group owns go into them (D55).
function M.expedition_unlocks(c)
  local changes = { { kind = "unlock", id = "expeditions.custom" } }
  for _, id in ipairs(c.upgraded_basic_cards) do
    changes[#changes + 1] = { kind = "unlock", id = "upgraded_basic:" .. id }
  end
  return changes
end

function M.battle3_rewards(c)
  local changes = {
    { kind = "add_treasure", id = "outcasts.treasure.veterans_gauntlet", level = 3 },
    { kind = "add_treasure", id = "outcasts.treasure.oath_ring", level = 3 },
    { kind = "add_treasure", id = "outcasts.treasure.pathfinders_lantern", level = 3 },
    { kind = "add_treasure", id = "outcasts.treasure.menders_vial", level = 3 },
  }
  add_mage(changes, c, "outcasts.mage.thraxir")
  if c.flags.path3 == "b" then add_mage(changes, c, "outcasts.mage.arachnos") end
  add_cards(changes, c, { "outcasts.gem.duplicating_sazite", "outcasts.spell.gathered_will" })
  return changes
end

return M
