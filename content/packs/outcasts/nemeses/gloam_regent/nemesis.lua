-- outcasts.gloam_regent (our own): Gloom builds with each Unleash; at 3 it breaks over Gravehold and a
-- player takes a Cursed Shard.
local C = ae.require("outcasts/lib/common")
local N = {cards = {}}

local function gloom(ctx, n)
  ctx:add_tokens("gloom", n)
  if ctx:tokens("gloom") < 3 then return end
  ctx:add_tokens("gloom", -3)
  ctx:damage_gravehold(3)
  local p = C.any_player(ctx, "Gloam Regent: who suffers 1 damage and takes a Cursed Shard on their deck?")
  ctx:damage_player(p, 1)
  ctx:gain_curse(p, "outcasts.curse.cursed_shard", "deck")
end

function N.unleash(ctx)
  gloom(ctx, 1)
end

N.cards.dusk_lash = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.any_player(ctx, "Dusk Lash: who suffers 2 damage?"), 2)
  end,
}

N.cards.gloom_hatchling = {
  persistent = function(ctx)
    gloom(ctx, 1)
  end,
}

N.cards.creeping_shade = {
  can_discard = function(ctx) return ctx:aether() >= 4 end,
  to_discard = function(ctx) ctx:spend_aether(4) end,
  power = function(ctx) ctx:unleash(2) end,
}

N.cards.regents_decree = {
  effect = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(3)
  end,
}

N.cards.shroud_knight = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Shroud Knight: who suffers 2 damage?"), 2)
  end,
}

N.cards.eclipse_rite = {
  can_discard = function(ctx) return ctx:aether() >= 6 end,
  to_discard = function(ctx) ctx:spend_aether(6) end,
  power = function(ctx)
    ctx:unleash()
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 1) end
  end,
}

N.cards.nights_verdict = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = C.most(ctx, "Night's Verdict: which of the players with the most life suffers 4?",
                     function(q) return ctx:life(q) end)
    ctx:damage_player(p, 4)
  end,
}

N.cards.umbral_colossus = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(1)
  end,
}

N.cards.last_light_fades = {
  can_discard = function(ctx) return ctx:aether() >= 8 end,
  to_discard = function(ctx) ctx:spend_aether(8) end,
  power = function(ctx) ctx:damage_gravehold(6) end,
}

return N
