-- legacy.maelstrom: the Chapter-1 nemesis. With 99 life it is not beaten by damage; its Support deck,
-- resolved top first whenever a card says Support, tells the story, and its last card ends the battle.
local C = ae.require("legacy/lib/common")
local R = ae.require("base/lib/or_rule")
local N = {cards = {}}

local SUPPORT = "support"

-- Support: resolve the next Support card; nothing happens once the deck is used up.
local function support(ctx)
  if not ctx:resolve_side_card(SUPPORT) then ctx:log("the Support deck is empty") end
end

function N.unleash(ctx)
  ctx:damage_gravehold(3)
end

-- The mat's setup: the top card of the nemesis deck is put into play (resolved as if drawn).
function N.setup(ctx)
  ctx:draw_nemesis_card()
end

N.cards.slash = {
  effect = function(ctx) ctx:unleash() end,
}

N.cards.knife_storm = {
  can_discard = function(q) return #q:prepped_spells(q:you()) >= 2 end,
  to_discard = function(ctx)
    local picked = ctx:choose_cards{prompt = "Knife-storm: discard two of your prepped spells",
                                    cards = ctx:prepped_spells(ctx:you()), min = 2, max = 2}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
  power = function(ctx) ctx:damage_gravehold(4) end,
}

N.cards.armoured_cracker = {
  persistent = function(ctx) ctx:damage_gravehold(2) end,
}

N.cards.gouger = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Gouger: who suffers 2 damage?"), 2)
  end,
}

local can6, pay6 = C.aether_cost(6)
N.cards.acid_mist = {
  can_discard = can6,
  to_discard = pay6,
  power = function(ctx)
    ctx:unleash()
    local p = C.most(ctx, "Acid Mist: which of the players with the most opened breaches?",
                     function(q) return C.open_breaches(ctx, q) end)
    ctx:damage_player(p, 1)
  end,
}

N.cards.fiery_drill = {
  immediately = support,
  persistent = function(ctx) ctx:damage_gravehold(1) end,
}

N.cards.whirling_edge = {
  effect = function(ctx)
    ctx:unleash(2)
    support(ctx)
  end,
}

N.cards.blade_husk = {
  immediately = support,
  persistent = function(ctx) ctx:unleash() end,
}

N.cards.grinding_gale = {
  immediately = support,
  can_discard = can6,
  to_discard = pay6,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(3)
  end,
}

N.cards.storm_of_edges = {
  effect = function(ctx)
    ctx:unleash(2)
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 1) end
    support(ctx)
  end,
}

N.cards.great_auger = {
  immediately = support,
  persistent = function(ctx) ctx:damage_gravehold(2) end,
}

local can8, pay8 = C.aether_cost(8)
N.cards.last_whirl = {
  immediately = support,
  can_discard = can8,
  to_discard = pay8,
  power = function(ctx) ctx:unleash(3) end,
}

-- The Support deck.
N.cards.brimas_call = {
  effect = function(ctx)
    -- Only players who would gain life are offered (the OR rule, base/lib/or_rule.lua); nobody: no question.
    local p = R.choose(ctx, "Brima's Call: who gains 2 life?",
                       R.players_who(ctx, function(q) return R.can_gain_life(ctx, q) end))
    if p then ctx:gain_life(p, 2) end
  end,
}

N.cards.xaxos_ward = {
  effect = function(ctx) ctx:gain_life("gravehold", 4) end,
}

N.cards.mists_counsel = {
  effect = function(ctx)
    ctx:draw(C.any_player(ctx, "Mist's Counsel: who draws two cards?"), 2)
  end,
}

N.cards.dezmodias_blow = {
  effect = function(ctx) ctx:win("Dezmodia strikes the Maelstrom down") end,
}

return N
