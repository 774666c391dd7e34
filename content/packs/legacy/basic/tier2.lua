-- Legacy basic nemesis cards, tier 2.
local C = ae.require("legacy/lib/common")
local R = ae.require("base/lib/or_rule")
local M = {cards = {}}

M.cards.drain = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(2)
    local prepped = ctx:prepped_spells()
    local k = math.min(2, #prepped)
    if k > 0 then
      local picked = ctx:choose_cards{prompt = "Drain: discard two prepped spells", who = "players",
                                      cards = prepped, min = k, max = k}
      for _, c in ipairs(picked) do ctx:discard(c) end
    end
    for _, c in ipairs(ctx:prepped_spells()) do
      if ctx:card(c).cost >= 4 then
        ctx:unleash()
        return
      end
    end
  end,
}

M.cards.hunted = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = C.lowest_life(ctx, "Hunted: which of the players with the lowest life?")
    if p then ctx:damage_player(p, 1) end
  end,
}

M.cards.sap = {
  effect = function(ctx)
    -- The OR rule (rules/base.md §9): the damage branch always resolves fully, so the charges branch may
    -- be chosen only when some player can lose both charges; then only those players are offered.
    local function charges(q) return math.min(2, ctx:charges(q)) end
    local _, most = R.fullest(ctx, charges)
    local choice = ctx:choose_option{prompt = "Sap: choose one", options = {
      {id = "charges", text = "Unleash twice; any player loses 2 charges", enabled = most >= 2,
       reason = "no player has 2 charges"},
      {id = "damage", text = "Unleash twice; any player suffers 3 damage"},
    }}
    ctx:unleash(2)
    if choice == "charges" then
      -- Rechecked: the Unleash may have changed the charges.
      local losers = R.fullest(ctx, charges)
      local p = ctx:choose_player{prompt = "Sap: who loses 2 charges?", players = losers}
      ctx:lose_charges(p, math.min(2, ctx:charges(p)))
    else
      ctx:damage_player(C.any_player(ctx, "Sap: who suffers 3 damage?"), 3)
    end
  end,
}

M.cards.caustic_cocoon = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(1)
  end,
}

M.cards.humming_hive = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Humming Hive: who suffers 2 damage?"), 2)
    ctx:evolve()
  end,
}

local can7, pay7 = C.aether_cost(7)
M.cards.tempting_offer = {
  can_discard = can7,
  to_discard = pay7,
  power = function(ctx)
    ctx:unleash(2)
    local p = C.lowest_life(ctx, "Tempting Offer: which of the players with the lowest life?")
    if p then ctx:damage_player(p, 3) end
  end,
}

M.cards.tremor = {
  can_discard = can7,
  to_discard = pay7,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(4)
  end,
}

return M
