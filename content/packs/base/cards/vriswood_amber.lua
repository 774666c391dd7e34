-- base.gem.vriswood_amber: gain 2 aether.
-- Missing hook: "when you gain this, you may put it on top of your deck" needs an on-gain entry point.
return {
  play = function(ctx)
    ctx:gain_aether(2)
  end,
}
