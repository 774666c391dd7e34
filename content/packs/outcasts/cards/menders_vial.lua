-- outcasts.treasure.menders_vial (level 3): once per battle, 4 life if you are not exhausted.
return {
  can_use = function(ctx)
    return not ctx:exhausted(ctx:you())
  end,
  use = function(ctx)
    ctx:gain_life(ctx:you(), 4)
  end,
}
