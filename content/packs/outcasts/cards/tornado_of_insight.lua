-- outcasts.spell.tornado_of_insight: 5 damage; 1 charge when you have no closed breach (destroyed or absent
-- breaches do not count: card-facts §4.5 N).
return {
  cast = function(ctx)
    ctx:deal_damage(5)
    for _, b in ipairs(ctx:breaches(ctx:you())) do
      if b.status == "closed" then return end
    end
    ctx:gain_charge(ctx:you(), 1)
  end,
}
