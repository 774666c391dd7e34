-- legacy.spell.pyro_geist: when prepped, 1 damage; cast: 1 damage and a separate 2 damage.
return {
  prepped = function(ctx) ctx:deal_damage(1) end,
  cast = function(ctx)
    ctx:deal_damage(1)
    ctx:deal_damage(2)
  end,
}
