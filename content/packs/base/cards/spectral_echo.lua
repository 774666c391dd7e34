-- base.spell.spectral_echo: deal 2 damage; you may destroy a card in your hand.
return {
  cast = function(ctx)
    ctx:deal_damage(2)
    local picked = ctx:choose_cards{prompt = "Spectral Echo: you may destroy a card in your hand",
                                    cards = ctx:hand(ctx:you()), min = 0, max = 1}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
}
