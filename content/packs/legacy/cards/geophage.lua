-- legacy.relic.geophage: gain 1 aether; you may destroy a gem in your hand.
return {
  play = function(ctx)
    ctx:gain_aether(1)
    local gems = {}
    for _, c in ipairs(ctx:hand(ctx:you())) do
      if ctx:card(c).type == "gem" then gems[#gems + 1] = c end
    end
    if #gems == 0 then return end
    local picked = ctx:choose_cards{prompt = "Geophage: destroy a gem from your hand?", cards = gems, min = 0,
                                    max = 1}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
}
