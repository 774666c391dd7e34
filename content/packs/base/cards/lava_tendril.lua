-- base.spell.lava_tendril: deal 3 damage. While prepped: whenever its owner's casting phase ends, deal 1
-- damage (a trigger, docs/lua-api.md "Triggers").
return {
  cast = function(ctx)
    ctx:deal_damage(3)
  end,
  when_casting_phase_end = function(ctx)
    if ctx:event().player ~= ctx:you() then return end
    ctx:deal_damage(1)
  end,
}
