-- base.relic.bottled_vortex: destroy this; destroy up to two cards from your hand and/or discard pile;
-- draw a card.
return {
  play = function(ctx)
    local you = ctx:you()
    ctx:destroy(ctx:this_card())
    local cards = {}
    for _, c in ipairs(ctx:hand(you)) do cards[#cards + 1] = c end
    for _, c in ipairs(ctx:discard_pile(you)) do cards[#cards + 1] = c end
    local picked = ctx:choose_cards{prompt = "Bottled Vortex: destroy up to two cards from your hand or discard pile",
                                    cards = cards, min = 0, max = 2}
    for _, c in ipairs(picked) do ctx:destroy(c) end
    ctx:draw(you, 1)
  end,
}
