-- legacy.spell.seekers_spark (upgrade S1): deal 1 damage; gain 1 aether only for gaining a spell.
return {
  cast = function(ctx)
    ctx:deal_damage(1)
    ctx:gain_aether(1, "spell")
  end,
}
