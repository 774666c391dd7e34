-- base.spell.buried_light (Brama): deal 1 damage and gain 1 aether.
return {
  cast = function(ctx)
    ctx:deal_damage(1)
    ctx:gain_aether(1)
  end,
}
