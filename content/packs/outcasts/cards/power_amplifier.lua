-- outcasts.gem.power_amplifier (Esoteric Amplifier, Taqren): 1 aether; you may suffer 1 damage. The hurt
-- is the point: it moves Taqren's Barrier token (mages/taqren.lua).
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    if C.yes(ctx, "Esoteric Amplifier: suffer 1 damage?", "Suffer 1 damage") then ctx:damage_player(ctx:you(), 1) end
  end,
}
