-- base.spell.essence_theft: deal 3 damage; you may discard a card in hand, and if you do any player
-- gains 1 life.
return {
  cast = function(ctx)
    ctx:deal_damage(3)
    local picked = ctx:choose_cards{prompt = "Essence Theft: you may discard a card so that a player gains 1 life",
                                    cards = ctx:hand(ctx:you()), min = 0, max = 1}
    if #picked == 0 then return end
    ctx:discard(picked[1])
    ctx:gain_life(ctx:choose_player{prompt = "Essence Theft: who gains 1 life?"}, 1)
  end,
}
