-- Basic nemesis cards, tier 1. Choices the rules leave to "the players" (any player, ties) are group
-- decisions: ctx:choose_player without `who` in a nemesis effect lets any player answer.
local R = ae.require("base/lib/or_rule")

local function any_player(ctx, prompt)
  return ctx:choose_player{prompt = prompt}
end

-- The players with the highest value of f(p); the players pick among ties. nil when nobody has more than 0
-- and `positive` is set.
local function most(ctx, prompt, f, positive)
  local best, tied = nil, {}
  for _, p in ipairs(ctx:players()) do
    local v = f(p)
    if best == nil or v > best then
      best, tied = v, {p}
    elseif v == best then
      tied[#tied + 1] = p
    end
  end
  if best == nil or (positive and best <= 0) then return nil, 0 end
  return ctx:choose_player{prompt = prompt, players = tied}, best
end

local function this_minion(ctx)
  local me = ctx:this_card()
  for _, m in ipairs(ctx:minions()) do
    if ctx:minion_card(m) == me then return m end
  end
  return nil
end

local M = {cards = {}}

M.cards.skewer = {
  effect = function(ctx)
    ctx:unleash()
    local p = any_player(ctx, "Skewer: who suffers 3 damage and draws a card?")
    ctx:damage_player(p, 3)
    ctx:draw(p, 1)
  end,
}

M.cards.slaughter = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(3)
  end,
}

M.cards.bane_sire = {
  persistent = function(ctx)
    ctx:unleash()
  end,
}

-- Gravehold suffers damage equal to its life, then the minion deals 1 damage to itself (a nemesis effect
-- may damage its own minions); at 1 life that defeats it.
M.cards.haze_spewer = {
  persistent = function(ctx)
    local m = this_minion(ctx)
    if m == nil then return end
    ctx:damage_gravehold(ctx:minion_life(m))
    m = this_minion(ctx) -- still in play unless something removed it meanwhile
    if m then ctx:deal_damage(1, m) end
  end,
}

local function pricey_in_hand(ctx)
  local out = {}
  for _, c in ipairs(ctx:hand(ctx:you())) do
    if ctx:card(c).cost >= 2 then out[#out + 1] = c end
  end
  return out
end

M.cards.agony_field = {
  can_discard = function(ctx)
    return #pricey_in_hand(ctx) > 0
  end,
  to_discard = function(ctx)
    local picked = ctx:choose_cards{prompt = "Agony Field: destroy a card that costs 2 or more",
                                    cards = pricey_in_hand(ctx), min = 1, max = 1}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
  power = function(ctx)
    ctx:unleash()
    -- Only the players who can discard the most of the three are offered: the OR rule's "resolve as much
    -- as possible" (base/lib/or_rule.lua fullest), so an empty hand cannot take it for nothing.
    local p = ctx:choose_player{prompt = "Agony Field: who discards three cards and draws one?",
                                players = R.fullest(ctx, function(q) return R.hand_count(ctx, q, 3) end)}
    local hand = ctx:hand(p)
    local n = math.min(3, #hand)
    if n > 0 then
      local picked = ctx:choose_cards{prompt = "Agony Field: discard three cards", who = p, cards = hand, min = n, max = n}
      for _, c in ipairs(picked) do ctx:discard(c) end
    end
    ctx:draw(p, 1)
  end,
}

M.cards.bleed_static = {
  power = function(ctx)
    local p, n = most(ctx, "Bleed Static: which of the players with the most prepped spells?",
                      function(q) return #ctx:prepped_spells(q) end, true)
    if p then ctx:damage_player(p, 2 * n) end
  end,
}

M.cards.eye_of_nothing = {
  can_discard = function(ctx)
    return ctx:aether() >= 6
  end,
  to_discard = function(ctx)
    ctx:spend_aether(6)
  end,
  power = function(ctx)
    ctx:unleash(2)
  end,
}

M.cards.woven_sky = {
  can_discard = function(ctx)
    return #ctx:hand(ctx:you()) >= 3
  end,
  to_discard = function(ctx)
    local picked = ctx:choose_cards{prompt = "Woven Sky: discard three cards", cards = ctx:hand(ctx:you()),
                                    min = 3, max = 3}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
  power = function(ctx)
    ctx:unleash()
    ctx:damage_player(any_player(ctx, "Woven Sky: who suffers 4 damage?"), 4)
  end,
}

return M
