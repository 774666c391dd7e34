-- outcasts.spell.infused_ignition: 3 damage; the protected ally gains 1 charge if it has 4 or fewer.
return {
  cast = function(ctx)
    ctx:deal_damage(3)
    if ctx:ally_charges() <= 4 then ctx:gain_ally_charges(1) end
  end,
}
