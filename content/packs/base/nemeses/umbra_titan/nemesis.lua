-- base.umbra_titan: Gravehold's pillars as a token counter, the turn-order-dependent Unleash and its nine
-- cards (../shared/nemeses-base.md §4). Every "destroys N pillars" of the cards goes through destroy_pillars.

local common = ae.require("base/lib/nemesis_common")
local targets = ae.require("base/lib/nemesis_targets")

local PILLARS = "pillars"
local EXPERT_PILLARS = 5 -- Increased Difficulty; the normal 8 is the yaml start value

-- Never below 0: a card asking for more pillars than are left takes the last ones, and the token change
-- makes the engine ask loss_condition at once.
local function destroy_pillars(ctx, n)
  local left = ctx:tokens(PILLARS)
  local gone = math.min(n, left)
  if gone <= 0 then return end
  if gone == left then ctx:log("Gravehold collapses: its last pillar is destroyed") end
  ctx:add_tokens(PILLARS, -gone)
end

local function pillar_option(n, text)
  return {id = "pillars", text = text, enabled = n > 0, reason = "Gravehold has no pillar left"}
end

-- The turn order card that started the nemesis's turn is already in the discard, so during its turns this is
-- 1 (the first nemesis turn of the round) or 2 (the second).
local nemesis_cards_discarded = targets.nemesis_cards_in_turn_order_discard

local function chosen_player(ctx, prompt)
  return ctx:choose_player{prompt = prompt, who = "players"}
end

-- Every player's prepped spells with their costs, dearest first; equal costs keep the engine's order (players
-- in turn order, breaches in number order) so that a tie is always offered the same way.
local function spells_by_cost(ctx)
  local list = {}
  for i, s in ipairs(ctx:prepped_spells()) do
    list[#list + 1] = {card = s, cost = ctx:card(s).cost, at = i}
  end
  table.sort(list, function(a, b)
    if a.cost ~= b.cost then return a.cost > b.cost end
    return a.at < b.at
  end)
  return list
end

local N = {cards = {}}

function N.setup(ctx)
  -- Only the harder levels change the start value (a scenario's own `tokens:` are placed after setup).
  if common.increased_difficulty(ctx) then ctx:set_tokens(PILLARS, EXPERT_PILLARS) end
end

function N.loss_condition(ctx)
  return ctx:tokens(PILLARS) == 0
end

-- Source: 1 nemesis card discarded -> a chosen player suffers 2, 2 -> Gravehold suffers 2; either OR one
-- pillar. An Unleash in a player's turn right after the turn order deck was reshuffled can see 0; the source
-- does not handle that case, and we treat it like 1 (our choice). Both damage branches stay enabled: an
-- exhausted player's damage still reaches Gravehold.
function N.unleash(ctx)
  local second_turn = nemesis_cards_discarded(ctx) >= 2
  local damage
  if second_turn then
    damage = {id = "gravehold", text = "Gravehold suffers 2 damage"}
  else
    damage = {id = "player", text = "A player of your choice suffers 2 damage"}
  end
  local pick = ctx:choose_option{prompt = "Umbra Titan Unleashes: choose one", options = {
    damage,
    pillar_option(ctx:tokens(PILLARS), "Umbra Titan destroys 1 pillar"),
  }}
  if pick == "pillars" then
    destroy_pillars(ctx, 1)
  elseif pick == "gravehold" then
    ctx:damage_gravehold(2)
  elseif pick == "player" then
    ctx:damage_player(chosen_player(ctx, "Unleash: which player suffers 2 damage?"), 2)
  end
end

N.cards.cryptid = {
  persistent = function(ctx)
    local spells = spells_by_cost(ctx)
    local pick = ctx:choose_option{prompt = "Cryptid: choose one", options = {
      {id = "spell", text = "The most expensive prepped spell is discarded", enabled = #spells > 0,
       reason = "no spell is prepped"},
      pillar_option(ctx:tokens(PILLARS), "Cryptid destroys 1 pillar"),
    }}
    if pick == "spell" then
      -- Ties for the most expensive are settled by the group (engine choice in the source).
      local tied = {}
      for _, s in ipairs(spells) do
        if s.cost == spells[1].cost then tied[#tied + 1] = s.card end
      end
      local picked = ctx:choose_cards{prompt = "Cryptid: which of the most expensive prepped spells is discarded?",
                                      cards = tied, min = 1, max = 1, who = "players"}
      for _, c in ipairs(picked) do ctx:discard(c) end
    elseif pick == "pillars" then
      destroy_pillars(ctx, 1)
    else
      ctx:log("Cryptid: no prepped spell and no pillar, nothing happens")
    end
  end,
}

N.cards.grubber = {
  persistent = function(ctx)
    if nemesis_cards_discarded(ctx) >= 2 then
      destroy_pillars(ctx, 1)
    else
      ctx:damage_gravehold(2)
    end
  end,
}

N.cards.seismic_roar = common.aether_to_discard(6, {
  power = function(ctx)
    destroy_pillars(ctx, 2)
  end,
})

-- With fewer than 2 spells prepped among all players only the pillars can be taken (engine choice in the
-- source). Spells dearer than the second most expensive are destroyed outright; the group picks among those
-- tied at the second cost.
N.cards.maul = {
  effect = function(ctx)
    local spells = spells_by_cost(ctx)
    local pick = ctx:choose_option{prompt = "Maul: choose one", options = {
      {id = "spells", text = "Destroy the 2 most expensive prepped spells among you", enabled = #spells >= 2,
       reason = "fewer than 2 spells are prepped"},
      pillar_option(ctx:tokens(PILLARS), "Umbra Titan destroys 2 pillars"),
    }}
    if pick == "pillars" then
      destroy_pillars(ctx, 2)
      return
    end
    if pick ~= "spells" then
      ctx:log("Maul: fewer than 2 prepped spells and no pillar, nothing happens")
      return
    end
    local second = spells[2].cost
    local sure, tied = {}, {}
    for _, s in ipairs(spells) do
      if s.cost > second then
        sure[#sure + 1] = s.card
      elseif s.cost == second then
        tied[#tied + 1] = s.card
      end
    end
    local need = 2 - #sure
    local chosen = tied
    if #tied > need then
      chosen = ctx:choose_cards{prompt = "Maul: which of the tied prepped spells are destroyed?", cards = tied,
                                min = need, max = need, who = "players"}
    end
    for _, c in ipairs(sure) do ctx:destroy(c) end
    for _, c in ipairs(chosen) do ctx:destroy(c) end
  end,
}

N.cards.tombfright = {
  persistent = function(ctx)
    if ctx:tokens(PILLARS) >= 5 then
      destroy_pillars(ctx, 1)
    else
      ctx:damage_gravehold(3)
    end
  end,
}

-- "8 life or less" out of a printed 9: any damage taken earlier makes it grind a pillar too.
N.cards.vault_behemoth = {
  persistent = function(ctx)
    ctx:damage_player(chosen_player(ctx, "Vault Behemoth: which player suffers 2 damage?"), 2)
    local me = ctx:this_card()
    for _, m in ipairs(ctx:minions()) do
      if ctx:minion_card(m) == me then
        if ctx:minion_life(m) <= 8 then destroy_pillars(ctx, 1) end
        return
      end
    end
  end,
}

-- The minion returns at full life: a discarded minion's life is reset (inferred from the source).
N.cards.crumble = {
  effect = function(ctx)
    local newest
    for _, c in ipairs(ctx:nemesis_discard()) do
      if ctx:card(c).type == "minion" then newest = c end
    end
    local pick = ctx:choose_option{prompt = "Crumble: choose one", options = {
      {id = "minion", text = "The minion discarded last returns to play, then Umbra Titan Unleashes",
       enabled = newest ~= nil, reason = "no minion is in the nemesis discard pile"},
      pillar_option(ctx:tokens(PILLARS), "Umbra Titan destroys 3 pillars"),
    }}
    if pick == "minion" then
      ctx:return_to_play(newest)
      ctx:unleash()
    elseif pick == "pillars" then
      destroy_pillars(ctx, 3)
    else
      ctx:log("Crumble: no minion to return and no pillar, nothing happens")
    end
  end,
}

N.cards.demi_ancient = {
  persistent = function(ctx)
    destroy_pillars(ctx, 1)
  end,
}

N.cards.yawning_black = common.aether_to_discard(8, {
  power = function(ctx)
    local pick = ctx:choose_option{prompt = "Yawning Black: choose one", options = {
      {id = "player", text = "A player of your choice suffers 6 damage"},
      pillar_option(ctx:tokens(PILLARS), "Umbra Titan destroys 3 pillars"),
    }}
    if pick == "pillars" then
      destroy_pillars(ctx, 3)
    else
      ctx:damage_player(chosen_player(ctx, "Yawning Black: which player suffers 6 damage?"), 6)
    end
  end,
})

return N
