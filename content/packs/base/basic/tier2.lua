-- Basic nemesis cards, tier 2. Choices the rules leave to "the players" (any player, ties) are group
-- decisions: a choice without `who` in a nemesis effect lets any player answer.

local function any_player(ctx, prompt)
  return ctx:choose_player{prompt = prompt}
end

-- The non-exhausted players with the lowest life (rules/base.md §7.4); the players pick among ties. With
-- nobody standing (a true-solo mage, who does not lose when exhausted under Legacy and Outcasts rules) that
-- player still counts as the lowest (rules/legacy.md §14.1 #7).
local function lowest_life(ctx, prompt)
  local best, tied = nil, {}
  local everyone_exhausted = true
  for _, p in ipairs(ctx:players()) do
    if not ctx:exhausted(p) then everyone_exhausted = false end
  end
  for _, p in ipairs(ctx:players()) do
    if everyone_exhausted or not ctx:exhausted(p) then
      local v = ctx:life(p)
      if best == nil or v < best then
        best, tied = v, {p}
      elseif v == best then
        tied[#tied + 1] = p
      end
    end
  end
  if best == nil then return nil end
  return ctx:choose_player{prompt = prompt, players = tied}
end

local function this_minion(ctx)
  local me = ctx:this_card()
  for _, m in ipairs(ctx:minions()) do
    if ctx:minion_card(m) == me then return m end
  end
  return nil
end

local M = {cards = {}}

-- Awaken: the players choose between Unleash twice and Gravehold suffering 3, or the newest minion of the
-- nemesis discard pile (the one discarded last) coming back into play at full life.
M.cards.awaken = {
  effect = function(ctx)
    local newest
    for _, c in ipairs(ctx:nemesis_discard()) do
      if ctx:card(c).type == "minion" then newest = c end
    end
    local pick = ctx:choose_option{prompt = "Awaken: choose one", options = {
      {id = "unleash", text = "Unleash twice; Gravehold suffers 3 damage"},
      {id = "minion", text = newest and (ctx:card(newest).name .. " comes back into play") or "A minion comes back",
       enabled = newest ~= nil, reason = "no minion is in the nemesis discard pile"},
    }}
    if pick == "minion" then
      ctx:return_to_play(newest)
    else
      ctx:unleash(2)
      ctx:damage_gravehold(3)
    end
  end,
}

M.cards.dispel = {
  effect = function(ctx)
    ctx:unleash(2)
    local best, tied = 0, {}
    for _, p in ipairs(ctx:players()) do
      local n = #ctx:prepped_spells(p)
      if n > best then
        best, tied = n, {p}
      elseif n == best and n > 0 then
        tied[#tied + 1] = p
      end
    end
    if best == 0 then return end
    local p = ctx:choose_player{prompt = "Dispel: which of the players with the most prepped spells?", players = tied}
    local top, priciest = -1, {}
    for _, c in ipairs(ctx:prepped_spells(p)) do
      local cost = ctx:card(c).cost
      if cost > top then
        top, priciest = cost, {c}
      elseif cost == top then
        priciest[#priciest + 1] = c
      end
    end
    local picked = ctx:choose_cards{prompt = "Dispel: discard which of the most expensive prepped spells?",
                                    cards = priciest, min = 1, max = 1}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
}

M.cards.lay_waste = {
  effect = function(ctx)
    ctx:unleash(2)
    ctx:damage_player(any_player(ctx, "Lay Waste: who suffers 2 damage?"), 2)
  end,
}

-- Every damage source deals it at most 1 damage (modify_damage).
M.cards.cauterizer = {
  modify_damage = function(ctx, amount)
    return math.min(amount, 1)
  end,
  persistent = function(ctx)
    local m = this_minion(ctx)
    if m == nil then return end
    local life = ctx:minion_life(m)
    ctx:damage_player(any_player(ctx, "Cauterizer: who suffers " .. life .. " damage?"), life)
  end,
}

M.cards.needlemaw = {
  persistent = function(ctx)
    ctx:damage_gravehold(2)
  end,
}

M.cards.venomite = {
  persistent = function(ctx)
    local spells = {}
    for _, c in ipairs(ctx:prepped_spells()) do
      if ctx:card(c).cost >= 3 then spells[#spells + 1] = c end
    end
    local answer = ctx:choose_option{
      prompt = "Venomite: choose one",
      options = {
        {id = "damage", text = "The player with the lowest life suffers 2 damage"},
        {id = "spell", text = "Discard a prepped spell that costs 3 or more", enabled = #spells > 0,
         reason = "no prepped spell costs 3 or more"},
      },
    }
    if answer == "spell" then
      local picked = ctx:choose_cards{prompt = "Venomite: discard which prepped spell?", cards = spells, min = 1, max = 1}
      for _, c in ipairs(picked) do ctx:discard(c) end
    else
      local p = lowest_life(ctx, "Venomite: which of the players with the lowest life?")
      if p then ctx:damage_player(p, 2) end
    end
  end,
}

M.cards.pulverizing_ray = {
  power = function(ctx)
    local gems = {}
    for _, p in ipairs(ctx:players()) do
      for _, c in ipairs(ctx:hand(p)) do
        if ctx:card(c).type == "gem" then gems[#gems + 1] = c end
      end
    end
    local picked = ctx:choose_cards{prompt = "Pulverizing Ray: discard up to six gems; each prevents 3 damage",
                                    who = "players", cards = gems, min = 0, max = 6}
    for _, c in ipairs(picked) do ctx:discard(c) end
    ctx:damage_gravehold(math.max(0, 18 - 3 * #picked))
  end,
}

return M
