-- legacy.spell.starfire_frenzy: deal 4 damage; discarding a spell from hand makes it 5 and gives a charge.
return {
  cast = function(ctx)
    local spells = {}
    for _, c in ipairs(ctx:hand(ctx:you())) do
      if ctx:card(c).type == "spell" then spells[#spells + 1] = c end
    end
    local extra = 0
    if #spells > 0 then
      local picked = ctx:choose_cards{prompt = "Starfire Frenzy: discard a spell for 1 more damage and a charge?",
                                      cards = spells, min = 0, max = 1}
      if #picked > 0 then
        ctx:discard(picked[1])
        ctx:gain_charge(ctx:you(), 1)
        extra = 1
      end
    end
    ctx:deal_damage(4 + extra)
  end,
}
