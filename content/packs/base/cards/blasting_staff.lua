-- base.relic.blasting_staff: you may cast one of your spells prepped this turn; it deals 2 more damage
-- (added the way an open breach's bonus is, ctx:cast's extra).
return {
  play = function(ctx)
    local you = ctx:you()
    local picked = ctx:choose_cards{prompt = "Blasting Staff: you may cast a spell you prepped this turn (+2 damage)",
                                    cards = ctx:prepped_this_turn(you), min = 0, max = 1}
    if #picked == 0 then return end
    ctx:cast(picked[1], 2)
  end,
}
