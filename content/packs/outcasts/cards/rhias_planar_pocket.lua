-- outcasts.treasure.rhias_planar_pocket (level 1): 1 aether, and 1 only for gaining a relic.
return {
  play = function(ctx)
    ctx:gain_aether(1)
    ctx:gain_aether(1, "relic")
  end,
}
