-- outcasts.treasure.veterans_gauntlet (level 3): once per turn, 1 aether for 1 damage.
return {
  can_use = function(ctx)
    return ctx:aether() >= 1
  end,
  use = function(ctx)
    ctx:spend_aether(1)
    ctx:deal_damage(1)
  end,
}
