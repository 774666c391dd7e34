-- legacy.gem.crumbling_compound: gain 2 aether; discarding another gem from hand gives 2 more.
return {
  play = function(ctx)
    ctx:gain_aether(2)
    local gems = {}
    for _, c in ipairs(ctx:hand(ctx:you())) do
      if ctx:card(c).type == "gem" then gems[#gems + 1] = c end
    end
    if #gems == 0 then return end
    local picked = ctx:choose_cards{prompt = "Crumbling Compound: discard a gem for 2 more aether?",
                                    cards = gems, min = 0, max = 1}
    if #picked > 0 then
      ctx:discard(picked[1])
      ctx:gain_aether(2)
    end
  end,
}
