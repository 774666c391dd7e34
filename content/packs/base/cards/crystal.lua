-- base.gem.crystal: gain 1 aether.
return {
  play = function(ctx)
    ctx:gain_aether(1)
  end,
}
