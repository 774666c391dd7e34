-- base.spell.spark: deal 1 damage.
return {
  cast = function(ctx)
    ctx:deal_damage(1)
  end,
}
