-- legacy.maelstrom_risen: the campaign's final nemesis (our design). Its Spin track fills on Unleash and
-- lashes every player at 5.
local C = ae.require("legacy/lib/common")
local N = {cards = {}}

local SPIN = "spin"
local LASH_AT = 5

local function gain_spin(ctx, n)
  local spin = ctx:tokens(SPIN) + n
  if spin >= LASH_AT then
    ctx:set_tokens(SPIN, 0)
    ctx:log("the Maelstrom lashes out")
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 2) end
  else
    ctx:set_tokens(SPIN, spin)
  end
end

function N.unleash(ctx)
  ctx:damage_gravehold(2)
  gain_spin(ctx, 1)
end

N.cards.shear = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.most(ctx, "Shear: which of the players with the most life?",
                             function(p) return ctx:life(p) end), 2)
  end,
}

N.cards.edge_swarm = {
  persistent = function(ctx) gain_spin(ctx, 1) end,
}

local can5, pay5 = C.aether_cost(5)
N.cards.tightening_gyre = {
  can_discard = can5,
  to_discard = pay5,
  power = function(ctx) ctx:unleash(2) end,
}

N.cards.flaying_wind = {
  effect = function(ctx)
    ctx:unleash(2)
    ctx:damage_player(C.any_player(ctx, "Flaying Wind: who suffers 2 damage?"), 2)
  end,
}

N.cards.iron_cyclone = {
  persistent = function(ctx)
    local spin = ctx:tokens(SPIN)
    if spin > 0 then ctx:damage_gravehold(spin) end
  end,
}

local can7, pay7 = C.aether_cost(7)
N.cards.eye_of_the_storm = {
  can_discard = can7,
  to_discard = pay7,
  power = function(ctx)
    gain_spin(ctx, 3)
    ctx:unleash()
  end,
}

N.cards.rending_tempest = {
  effect = function(ctx) ctx:unleash(3) end,
}

N.cards.heart_of_blades = {
  persistent = function(ctx) ctx:unleash() end,
}

local can8, pay8 = C.aether_cost(8)
N.cards.world_grinder = {
  can_discard = can8,
  to_discard = pay8,
  power = function(ctx) ctx:damage_gravehold(6) end,
}

return N
