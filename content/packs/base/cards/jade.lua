-- base.gem.jade: gain 2 aether.
return {
  play = function(ctx)
    ctx:gain_aether(2)
  end,
}
