-- legacy.spell.force_transfusion: deal 3 damage; with three or more charges, gain a charge.
return {
  cast = function(ctx)
    ctx:deal_damage(3)
    if ctx:charges(ctx:you()) >= 3 then ctx:gain_charge(ctx:you(), 1) end
  end,
}
