-- base.spell.oblivion_swell: you may discard a gem in hand; deal 2 damage plus its cost (one hit).
-- While prepped, once per turn in your main phase: gain 1 aether.
return {
  while_prepped = function(ctx)
    ctx:gain_aether(1)
  end,
  cast = function(ctx)
    local you = ctx:you()
    local gems = {}
    for _, c in ipairs(ctx:hand(you)) do
      if ctx:card(c).type == "gem" then gems[#gems + 1] = c end
    end
    local extra = 0
    local picked = ctx:choose_cards{prompt = "Oblivion Swell: you may discard a gem to add its cost to the damage",
                                    cards = gems, min = 0, max = 1}
    if #picked > 0 then
      extra = ctx:card(picked[1]).cost
      ctx:discard(picked[1])
    end
    ctx:deal_damage(2 + extra)
  end,
}
