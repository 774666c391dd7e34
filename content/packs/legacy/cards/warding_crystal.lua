-- legacy.gem.warding_crystal (upgrade G2): gain 1 aether; with three or more opened breaches, gain 1 life.
local C = ae.require("legacy/lib/common")
return {
  play = function(ctx)
    ctx:gain_aether(1)
    if C.open_breaches(ctx, ctx:you()) >= 3 then ctx:gain_life(ctx:you(), 1) end
  end,
}
