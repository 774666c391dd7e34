-- Outcasts upgraded basic nemesis cards (our own designs).
local C = ae.require("outcasts/lib/common")
local M = {cards = {}}

M.cards.howling_rift = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(3)
    ctx:gain_curse(C.any_player(ctx, "Howling Rift: who puts a Cursed Shard on their deck?"),
                   "outcasts.curse.cursed_shard", "deck")
  end,
}

M.cards.grasping_void = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Grasping Void: who suffers 2 damage?"), 2)
    ctx:damage_gravehold(1)
  end,
}

M.cards.cinder_eclipse = {
  can_discard = function(ctx)
    return ctx:aether() >= 9
  end,
  to_discard = function(ctx)
    ctx:spend_aether(9)
  end,
  power = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Cinder Eclipse: who suffers 6 damage?"), 6)
    ctx:damage_gravehold(3)
  end,
}

return M
