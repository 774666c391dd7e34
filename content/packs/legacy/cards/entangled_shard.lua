-- legacy.gem.entangled_shard: gain 2 aether, 3 with three or more charges.
return {
  play = function(ctx)
    ctx:gain_aether(ctx:charges(ctx:you()) >= 3 and 3 or 2)
  end,
}
