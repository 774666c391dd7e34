-- base.rageborne: Fury, strikes and its own cards.
-- ctx.storage.rageborne_striking guards against a strike starting inside another one (a strike that
-- exhausts a player Unleashes twice); the loop then strikes again while Fury is still 4 or more.

local FURY = "fury"
local STRIKE_AT = 4
local STRIKE_COST = 3
local EMPTY_STRIKE_DAMAGE = 6

local function strike_if_furious(ctx)
  if ctx.storage.rageborne_striking then return end
  ctx.storage.rageborne_striking = true
  while ctx:tokens(FURY) >= STRIKE_AT do
    -- A resolved strike goes back under the strike deck, so the deck never runs out; the fallback is for a
    -- strike that stayed in play (none of ours does).
    local strike = ctx:resolve_side_deck("strike")
    if strike == nil then
      ctx:damage_gravehold(EMPTY_STRIKE_DAMAGE)
    else
      for _, c in ipairs(ctx:nemesis_discard()) do
        if c == strike then ctx:to_side_deck(strike, "strike") end
      end
    end
    ctx:add_tokens(FURY, -STRIKE_COST)
  end
  ctx.storage.rageborne_striking = false
end

local function gain_fury(ctx, n)
  ctx:add_tokens(FURY, n)
  strike_if_furious(ctx)
end

local function any_player(ctx, prompt)
  return ctx:choose_player{prompt = prompt}
end

local function lowest_life(ctx, prompt)
  local best, tied = nil, {}
  for _, p in ipairs(ctx:players()) do
    if not ctx:exhausted(p) then
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

local N = {cards = {}}

function N.unleash(ctx)
  gain_fury(ctx, 1)
end

-- Deck cards.
N.cards.provoker = {
  persistent = function(ctx)
    ctx:damage_gravehold(ctx:tokens(FURY))
  end,
}

N.cards.seething_roar = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(any_player(ctx, "Seething Roar: who suffers 2 damage?"), 2)
  end,
}

N.cards.red_haze = {
  can_discard = function(ctx)
    return ctx:aether() >= 5
  end,
  to_discard = function(ctx)
    ctx:spend_aether(5)
  end,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(2)
  end,
}

N.cards.gorehound = {
  persistent = function(ctx)
    local p = lowest_life(ctx, "Gorehound: which of the players with the lowest life?")
    if p then ctx:damage_player(p, 2) end
  end,
}

N.cards.headlong_charge = {
  effect = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(ctx:tokens(FURY))
  end,
}

N.cards.bitter_tithe = {
  can_discard = function(ctx)
    return #ctx:hand(ctx:you()) >= 2
  end,
  to_discard = function(ctx)
    local picked = ctx:choose_cards{prompt = "Bitter Tithe: discard two cards", cards = ctx:hand(ctx:you()),
                                    min = 2, max = 2}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
  power = function(ctx)
    gain_fury(ctx, 2)
    ctx:damage_player(any_player(ctx, "Bitter Tithe: who suffers 3 damage?"), 3)
  end,
}

N.cards.towering_berserker = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(2)
  end,
}

N.cards.tantrum = {
  effect = function(ctx)
    ctx:unleash(2)
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 2) end
  end,
}

N.cards.boiling_point = {
  can_discard = function(ctx)
    return ctx:aether() >= 7
  end,
  to_discard = function(ctx)
    ctx:spend_aether(7)
  end,
  power = function(ctx)
    gain_fury(ctx, 3)
    ctx:damage_gravehold(4)
  end,
}

-- Strike cards (side deck "strike"). None of them Unleashes, so a strike never feeds the next one.
N.cards.crushing_blow = {
  effect = function(ctx)
    local p = lowest_life(ctx, "Crushing Blow: which of the players with the lowest life?")
    if p then ctx:damage_player(p, 4) end
  end,
}

N.cards.rampage = {
  effect = function(ctx)
    ctx:damage_gravehold(5)
  end,
}

N.cards.ground_slam = {
  effect = function(ctx)
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 2) end
  end,
}

N.cards.rend = {
  effect = function(ctx)
    ctx:damage_player(any_player(ctx, "Rend: who suffers 3 damage?"), 3)
    ctx:damage_gravehold(2)
  end,
}

N.cards.roar_of_defiance = {
  effect = function(ctx)
    local p = any_player(ctx, "Roar of Defiance: who discards two cards?")
    local hand = ctx:hand(p)
    local n = math.min(2, #hand)
    if n > 0 then
      local picked = ctx:choose_cards{prompt = "Roar of Defiance: discard two cards", who = p, cards = hand,
                                      min = n, max = n}
      for _, c in ipairs(picked) do ctx:discard(c) end
    end
    ctx:damage_gravehold(3)
  end,
}

N.cards.hurled_boulder = {
  effect = function(ctx)
    ctx:damage_gravehold(3)
    ctx:damage_player(any_player(ctx, "Hurled Boulder: who suffers 2 damage?"), 2)
  end,
}

return N
