-- outcasts.treasure.rallying_banner (level 2, the group's): once per battle, every player still standing
-- draws a card.
return {
  use = function(ctx)
    for _, p in ipairs(ctx:players()) do
      if not ctx:exhausted(p) then ctx:draw(p, 1) end
    end
  end,
}
