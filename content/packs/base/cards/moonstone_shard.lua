-- base.gem.moonstone_shard (Jian): 1 aether, plus 1 aether only for gaining a gem.
return {
  play = function(ctx)
    ctx:gain_aether(1)
    ctx:gain_aether(1, "gem")
  end,
}
