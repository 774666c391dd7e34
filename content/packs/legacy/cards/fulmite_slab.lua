-- legacy.gem.fulmite_slab: 1 aether and 2 pulse, then turn any of your pulse into aether, one for one.
local P = ae.require("legacy/lib/pulse")

return {
  play = function(ctx)
    local you = ctx:you()
    ctx:gain_aether(1)
    P.gain(ctx, you, 2)
    local n = P.lose_any(ctx, you, nil, "Fulmite Slab: lose how many pulse for as much aether?")
    if n > 0 then ctx:gain_aether(n) end
  end,
}
