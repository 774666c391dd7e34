-- outcasts.spell.unstable_rift: 4 damage. While prepped, each time its owner's casting phase ends: 1 damage
-- and 1 aether (a trigger).
return {
  cast = function(ctx) ctx:deal_damage(4) end,
  when_casting_phase_end = function(ctx)
    if ctx:event().player ~= ctx:you() then return end
    ctx:deal_damage(1)
    ctx:gain_aether(1)
  end,
}
