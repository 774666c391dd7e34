-- outcasts.treasure.oath_ring (level 3): once per battle, 2 charges.
return {
  use = function(ctx)
    ctx:gain_charge(ctx:you(), 2)
  end,
}
