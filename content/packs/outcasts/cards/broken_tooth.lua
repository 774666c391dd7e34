-- outcasts.treasure.broken_tooth (level 2, the group's): whenever a player opens a breach, one of their
-- allies draws a card (alone: they draw it themselves).
return {
  when_breach_opened = function(ctx)
    local opener, others = ctx:event().player, {}
    for _, p in ipairs(ctx:players()) do
      if p ~= opener then others[#others + 1] = p end
    end
    if #others == 0 then others = {opener} end
    ctx:draw(ctx:choose_player{prompt = "Broken Tooth: which ally draws a card?", players = others}, 1)
  end,
}
