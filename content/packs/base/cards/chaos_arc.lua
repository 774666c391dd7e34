-- base.spell.chaos_arc: deal 3 damage.
-- Missing hook: the breach this spell was cast from (for +2 damage per spell prepped next to it).
return {
  cast = function(ctx)
    ctx:deal_damage(3)
  end,
}
