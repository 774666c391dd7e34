-- legacy.gem.arcing_silicate: gain 2 aether and 1 pulse; lose any number of pulse to deal that much damage.
local P = ae.require("legacy/lib/pulse")

return {
  play = function(ctx)
    local you = ctx:you()
    ctx:gain_aether(2)
    P.gain(ctx, you, 1)
    local n = P.lose_any(ctx, you, nil, "Arcing Silicate: lose how many pulse to deal that much damage?")
    if n > 0 then ctx:deal_damage(n) end
  end,
}
