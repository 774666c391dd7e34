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

-- The printed treasures arrive by level after the first three battles (card-facts §4.8: all 5 of level 1,
-- all 3 of level 2, all 5 of level 3), and the printed upgraded basic nemesis cards 7, 4 and 4 at a time.
local function add_all(changes, kind, ids, level)
  for _, id in ipairs(ids) do changes[#changes + 1] = { kind = kind, id = id, level = level } end
end

function M.battle1_rewards(c)
  local changes = {}
  add_all(changes, "add_treasure", { "outcasts.treasure.mazras_thesis", "outcasts.treasure.razras_training_whistle",
                                     "outcasts.treasure.rhias_planar_pocket", "outcasts.treasure.talixs_everburn",
                                     "outcasts.treasure.losts_forged_spark" }, 1)
  add_cards(changes, c, { "outcasts.gem.unstable_pyrite", "outcasts.gem.helix_of_amber",
                          "outcasts.relic.orb_of_the_deep", "outcasts.spell.infused_ignition" })
  return changes
end

function M.battle2_rewards(c)
  local changes = {}
  add_all(changes, "add_treasure", { "outcasts.treasure.broken_tooth", "outcasts.treasure.poison_heart",
                                     "outcasts.treasure.rejuvenating_diamond" }, 2)
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
  local changes = { { kind = "open", id = "deck.upgraded" } }
  add_all(changes, "add_upgraded_basic", { "outcasts.basic.chaos_strike", "outcasts.basic.rescind",
                                           "outcasts.basic.hunt_the_weak", "outcasts.basic.silent_decay",
                                           "outcasts.basic.sky_crush", "outcasts.basic.scion_of_the_void",
                                           "outcasts.basic.ray_of_desolation" })
  return changes
end

-- After a won last battle the last four printed upgraded cards are the group's, for custom expeditions.
function M.final_upgraded_basics(c)
  local changes = {}
  add_all(changes, "add_upgraded_basic", { "outcasts.basic.labyrinth_wraith", "outcasts.basic.mage_devourer",
                                           "outcasts.basic.scour", "outcasts.basic.blackened_stars" })
  return changes
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
  local changes = {}
  add_all(changes, "add_treasure", { "outcasts.treasure.armored_pauldrons", "outcasts.treasure.bloodshot_geode",
                                     "outcasts.treasure.rebound_gauntlet", "outcasts.treasure.treasured_stone",
                                     "outcasts.treasure.world_marble" }, 3)
  add_all(changes, "add_upgraded_basic", { "outcasts.basic.rain_of_devastation",
                                           "outcasts.basic.harbinger_of_monstrosity", "outcasts.basic.sacrifice",
                                           "outcasts.basic.blighted_magic" })
  add_mage(changes, c, "outcasts.mage.thraxir")
  if c.flags.path3 == "b" then add_mage(changes, c, "outcasts.mage.arachnos") end
  add_cards(changes, c, { "outcasts.gem.duplicating_sazite", "outcasts.spell.gathered_will",
                          "outcasts.spell.dizzying_burst" })
  return changes
end

return M
