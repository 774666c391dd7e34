-- base.corruption.insatiable_avarice (Crooked Mask): you suffer 2 damage, gain a gem from the cheapest gem
-- supply pile into your hand, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_player(you, 2)
    -- The cheapest pile that still has a gem; equally cheap piles are your choice.
    local cheapest = {}
    for _, o in ipairs(corruption.pile_options(ctx, "gem")) do
      if cheapest[1] == nil or o.cost < cheapest[1].cost then
        cheapest = {o}
      elseif o.cost == cheapest[1].cost then
        cheapest[#cheapest + 1] = o
      end
    end
    if #cheapest == 0 then
      ctx:log("Insatiable Avarice: no gem is left in the supply")
    else
      local pick = cheapest[1].id
      if #cheapest > 1 then
        pick = ctx:choose_option{prompt = "Insatiable Avarice: gain which of the cheapest gems?",
                                 options = cheapest}
      end
      ctx:gain_card(you, pick, "hand")
    end
    corruption.destroy(ctx, me, you)
  end,
}
