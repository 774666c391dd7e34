-- base.spell.dark_fire: discard up to two cards in hand; deal 3 damage per card discarded (one hit).
return {
  cast = function(ctx)
    local picked = ctx:choose_cards{prompt = "Dark Fire: discard up to two cards (3 damage each)",
                                    cards = ctx:hand(ctx:you()), min = 0, max = 2}
    for _, c in ipairs(picked) do ctx:discard(c) end
    if #picked > 0 then ctx:deal_damage(3 * #picked) end
  end,
}
