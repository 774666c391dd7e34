-- outcasts.curse.cursed_missile (our own effect): 1 damage, then you suffer 2.
return {
  cast = function(ctx)
    ctx:deal_damage(1)
    ctx:damage_player(ctx:you(), 2)
  end,
}
