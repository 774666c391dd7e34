-- Legacy basic nemesis cards, tier 3.
local C = ae.require("legacy/lib/common")
local R = ae.require("base/lib/or_rule")
local M = {cards = {}}

local function priciest_in_hand(ctx, p)
  local top = -1
  for _, c in ipairs(ctx:hand(p)) do top = math.max(top, ctx:card(c).cost) end
  return top
end

M.cards.annihilate = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = C.most(ctx, "Annihilate: which of the players holding the most expensive card?",
                     function(q) return priciest_in_hand(ctx, q) end)
    if p == nil or #ctx:hand(p) == 0 then return end
    C.discard_from_hand(ctx, p, 2, "Annihilate: discard two cards")
    local left = 0
    for _, c in ipairs(ctx:hand(p)) do
      if ctx:card(c).cost >= 2 then left = left + 1 end
    end
    if left > 0 then ctx:damage_gravehold(2 * left) end
  end,
}

M.cards.scatter = {
  effect = function(ctx)
    ctx:unleash(2)
    -- Only players with a card in hand are offered (the OR rule, base/lib/or_rule.lua); with every hand
    -- empty nothing is asked.
    local p = R.choose(ctx, "Scatter: who destroys a card in hand?",
                       R.players_who(ctx, function(q) return #ctx:hand(q) > 0 end))
    if p then
      local hand = ctx:hand(p)
      local picked = ctx:choose_cards{prompt = "Scatter: destroy a card", who = p, cards = hand, min = 1, max = 1}
      ctx:destroy(picked[1])
    end
    ctx:evolve()
  end,
}

M.cards.suffocate = {
  effect = function(ctx)
    local choice = ctx:choose_option{prompt = "Suffocate: choose one", options = {
      {id = "unleash", text = "Unleash three times"},
      {id = "damage", text = "Gravehold suffers 3 and any player suffers 3"},
    }}
    if choice == "unleash" then
      ctx:unleash(3)
    else
      ctx:damage_gravehold(3)
      ctx:damage_player(C.any_player(ctx, "Suffocate: who suffers 3 damage?"), 3)
    end
  end,
}

-- This minion as a Minion handle (its Persistent effect runs while it is in play).
local function me(ctx)
  for _, m in ipairs(ctx:minions()) do
    if ctx:minion_card(m) == ctx:this_card() then return m end
  end
end

M.cards.facet_ogre = {
  persistent = function(ctx)
    local m = me(ctx)
    local shields = ctx:shields(m)
    if shields > 0 then ctx:damage_gravehold(shields) end
    if ctx:shields(m) <= 2 then ctx:add_shields(m, 1) end
  end,
}

M.cards.maddening_spectre = {
  persistent = function(ctx) ctx:unleash(2) end,
}

M.cards.flash_of_decay = {
  power = function(ctx)
    ctx:unleash(2)
    local prepped, top = ctx:prepped_spells(), -1
    for _, c in ipairs(prepped) do top = math.max(top, ctx:card(c).cost) end
    if top < 0 then
      ctx:unleash()
      return
    end
    local priciest = {}
    for _, c in ipairs(prepped) do
      if ctx:card(c).cost == top then priciest[#priciest + 1] = c end
    end
    local picked = ctx:choose_cards{prompt = "Flash of Decay: which most expensive prepped spell is destroyed?",
                                    who = "players", cards = priciest, min = 1, max = 1}
    ctx:destroy(picked[1])
    if top <= 4 then ctx:unleash() end
  end,
}

local can8, pay8 = C.aether_cost(8)
M.cards.gathering_storm = {
  can_discard = can8,
  to_discard = pay8,
  power = function(ctx)
    ctx:unleash(2)
    local nemesis_cards = 0
    for _, label in ipairs(ctx:turn_order_discard()) do
      if label == "nemesis" then nemesis_cards = nemesis_cards + 1 end
    end
    if nemesis_cards >= 2 then
      ctx:damage_player(C.any_player(ctx, "Gathering Storm: who suffers 4 damage?"), 4)
    else
      ctx:damage_gravehold(4)
    end
  end,
}

return M
