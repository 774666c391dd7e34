-- outcasts.treasure.wayfarers_prism (level 1): 1 aether plus 1 only for a spell.
return {
  play = function(ctx)
    ctx:gain_aether(1)
    ctx:gain_aether(1, "spell")
  end,
}
