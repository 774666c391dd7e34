-- base.relic.blasting_staff: you may cast one of your prepped spells; it deals 2 more damage.
-- Missing hooks: which spells were prepped this turn (any of yours may be cast here), and adding damage
-- to a spell's own hit (the +2 is a separate hit right after the spell).
return {
  play = function(ctx)
    local you = ctx:you()
    local picked = ctx:choose_cards{prompt = "Blasting Staff: you may cast one of your prepped spells",
                                    cards = ctx:prepped_spells(you), min = 0, max = 1}
    if #picked == 0 then return end
    ctx:cast(picked[1])
    ctx:deal_damage(2)
  end,
}
