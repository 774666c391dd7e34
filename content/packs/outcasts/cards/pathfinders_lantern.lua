-- outcasts.treasure.pathfinders_lantern (level 3): once per battle, focus each closed breach once.
return {
  can_use = function(ctx)
    for _, b in ipairs(ctx:breaches(ctx:you())) do
      if b.status == "closed" then return true end
    end
    return false
  end,
  use = function(ctx)
    local you = ctx:you()
    for _, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then ctx:focus(you, b.number) end
    end
  end,
}
