-- outcasts.treasure.scorch_note (level 1): 2 damage.
return {
  cast = function(ctx)
    ctx:deal_damage(2)
  end,
}
