-- base.gem.searing_ruby: 2 aether, plus 1 aether only for gaining a spell.
return {
  play = function(ctx)
    ctx:gain_aether(2)
    ctx:gain_aether(1, "spell")
  end,
}
