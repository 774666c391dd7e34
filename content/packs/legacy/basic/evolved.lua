-- Evolved Legacy basic cards (rules/legacy.md §7.4).
local C = ae.require("legacy/lib/common")
local R = ae.require("base/lib/or_rule")
local M = {cards = {}}

M.cards.crushing = {
  effect = function(ctx)
    ctx:unleash(3)
    ctx:damage_gravehold(2)
    -- Only the players who can destroy the most of the three are offered: the OR rule's "resolve as much
    -- as possible" (base/lib/or_rule.lua fullest; rules/legacy.md §13.3). Every hand empty: nothing asked.
    local function cards(q) return R.hand_count(ctx, q, 3) end
    local holders, most = R.fullest(ctx, cards)
    if most == 0 then return end
    local p = ctx:choose_player{prompt = "Crushing: who destroys three cards in hand?", players = holders}
    local hand = ctx:hand(p)
    local k = math.min(3, #hand)
    if k == 0 then return end
    local picked = ctx:choose_cards{prompt = "Crushing: destroy three cards", who = p, cards = hand, min = k, max = k}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
}

M.cards.droning_swarm = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Droning Swarm: who suffers 3 damage?"), 3)
    ctx:damage_gravehold(1)
  end,
}

M.cards.gorging_leviathan = {
  persistent = function(ctx) ctx:damage_gravehold(4) end,
}

return M
