-- outcasts.treasure.communal_hearth (level 2, the group's): once per turn, 2 aether for 2 life to what the
-- players protect.
return {
  can_use = function(ctx)
    return ctx:aether() >= 2
  end,
  use = function(ctx)
    ctx:spend_aether(2)
    ctx:gain_life("gravehold", 2)
  end,
}
