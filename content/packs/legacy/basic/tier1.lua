-- Legacy basic nemesis cards, tier 1. "Any player" and ties are the players' choice.
local C = ae.require("legacy/lib/common")
local R = ae.require("base/lib/or_rule")
local M = {cards = {}}

-- "Any player" loses cards: only the players who can lose the most of them are offered, the OR rule's
-- "resolve as much as possible" (base/lib/or_rule.lua fullest; rules/legacy.md §13.3).
local function fullest_player(ctx, prompt, amount)
  return ctx:choose_player{prompt = prompt, players = R.fullest(ctx, amount)}
end

M.cards.ambush = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(2)
    ctx:damage_player(C.any_player(ctx, "Ambush: who suffers 1 damage?"), 1)
  end,
}

M.cards.conduct = {
  effect = function(ctx)
    ctx:unleash()
    local p = C.most(ctx, "Conduct: which of the players with the most charges?", function(q) return ctx:charges(q) end)
    ctx:damage_player(p, 2)
    ctx:gain_charge(p, 1)
  end,
}

M.cards.daze = {
  effect = function(ctx)
    local p = fullest_player(ctx, "Daze: who suffers 2 damage and discards a card?",
                             function(q) return R.hand_count(ctx, q, 1) end)
    ctx:damage_player(p, 2)
    local gone = C.discard_from_hand(ctx, p, 1, "Daze: discard a card")
    if #gone > 0 and ctx:card(gone[1]).cost == 0 then ctx:damage_gravehold(2) end
  end,
}

M.cards.ravenous_leviathan = {
  persistent = function(ctx)
    ctx:damage_gravehold(2)
    ctx:evolve()
  end,
}

M.cards.spine_thresher = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.any_player(ctx, "Spine Thresher: who suffers 1 damage?"), 1)
  end,
}

-- Any player discards two gems (as many as they hold, up to two); both costing 0 means another Unleash.
M.cards.aether_extract = {
  power = function(ctx)
    ctx:unleash()
    local function gem_count(q) return R.hand_count(ctx, q, 2, function(info) return info.type == "gem" end) end
    local _, most = R.fullest(ctx, gem_count)
    if most == 0 then return end -- nobody holds a gem: nothing to ask
    local p = fullest_player(ctx, "Aether Extract: who discards two gems?", gem_count)
    local gems = {}
    for _, c in ipairs(ctx:hand(p)) do
      if ctx:card(c).type == "gem" then gems[#gems + 1] = c end
    end
    local k = math.min(2, #gems)
    if k == 0 then return end
    local picked = ctx:choose_cards{prompt = "Aether Extract: discard gems", who = p, cards = gems, min = k, max = k}
    local free = 0
    for _, c in ipairs(picked) do
      if ctx:card(c).cost == 0 then free = free + 1 end
      ctx:discard(c)
    end
    if #picked == 2 and free == 2 then ctx:unleash() end
  end,
}

-- The players together discard two cards from their hands: one decision over every hand.
local function group_discard(ctx, n, prompt)
  local all = {}
  for _, p in ipairs(ctx:players()) do
    for _, c in ipairs(ctx:hand(p)) do all[#all + 1] = c end
  end
  local k = math.min(n, #all)
  if k == 0 then return {} end
  local picked = ctx:choose_cards{prompt = prompt, who = "players", cards = all, min = k, max = k}
  for _, c in ipairs(picked) do ctx:discard(c) end
  return picked
end

local can6, pay6 = C.aether_cost(6)
M.cards.creeping_curse = {
  can_discard = can6,
  to_discard = pay6,
  power = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.any_player(ctx, "Creeping Curse: who suffers 2 damage?"), 2)
    group_discard(ctx, 2, "Creeping Curse: discard two cards from your hands")
  end,
}

M.cards.endless_chasm = {
  can_discard = can6,
  to_discard = pay6,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(2)
  end,
}

return M
