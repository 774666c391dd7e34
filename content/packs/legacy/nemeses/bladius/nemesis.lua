-- legacy.bladius: the Chapter-2 nemesis (our design). Its Blades track fills on Unleash and empties onto
-- a player at 4.
local C = ae.require("legacy/lib/common")
local N = {cards = {}}

local BLADES = "blades"
local FLY_AT = 4

local function gain_blade(ctx)
  local blades = ctx:tokens(BLADES) + 1
  if blades >= FLY_AT then
    ctx:set_tokens(BLADES, 0)
    ctx:log("the blades fly")
    ctx:damage_player(C.any_player(ctx, "Bladius's blades fly: who suffers 4 damage?"), 4)
  else
    ctx:set_tokens(BLADES, blades)
  end
end

function N.unleash(ctx)
  ctx:damage_gravehold(1)
  gain_blade(ctx)
end

N.cards.cleave = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.any_player(ctx, "Cleave: who suffers 2 damage?"), 2)
  end,
}

N.cards.whetstone_thrall = {
  persistent = gain_blade,
}

local can5, pay5 = C.aether_cost(5)
N.cards.hanging_blades = {
  can_discard = can5,
  to_discard = pay5,
  power = function(ctx) ctx:unleash(2) end,
}

N.cards.riposte = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.most(ctx, "Riposte: which of the players with the most life?",
                             function(p) return ctx:life(p) end), 3)
  end,
}

N.cards.edge_warden = {
  persistent = function(ctx)
    local blades = ctx:tokens(BLADES)
    if blades > 0 then ctx:damage_gravehold(blades) end
  end,
}

local can7, pay7 = C.aether_cost(7)
N.cards.thousand_cuts = {
  can_discard = can7,
  to_discard = pay7,
  power = function(ctx)
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 2) end
  end,
}

N.cards.blade_tempest = {
  effect = function(ctx) ctx:unleash(3) end,
}

N.cards.sword_colossus = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(2)
  end,
}

local can8, pay8 = C.aether_cost(8)
N.cards.final_edge = {
  can_discard = can8,
  to_discard = pay8,
  power = function(ctx) ctx:damage_gravehold(8) end,
}

return N
