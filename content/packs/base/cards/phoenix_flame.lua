-- base.spell.phoenix_flame: deal 2 damage; you may lose 1 charge to deal 2 more (one hit of 4).
return {
  cast = function(ctx)
    local you = ctx:you()
    local damage = 2
    if ctx:charges(you) > 0 then
      local answer = ctx:choose_option{
        prompt = "Phoenix Flame: lose 1 charge for 2 more damage?",
        options = {{id = "charge", text = "Lose 1 charge: deal 4 damage"}, {id = "no", text = "Deal 2 damage"}},
      }
      if answer == "charge" then
        ctx:lose_charges(you, 1)
        damage = 4
      end
    end
    ctx:deal_damage(damage)
  end,
}
