-- outcasts.relic.bottled_sun: the protected ally gains 3 charges.
return {
  play = function(ctx)
    ctx:gain_ally_charges(3)
  end,
}
