-- base.corruption.reckless_might (Crooked Mask): gain a relic of your choice on top of your deck and suffer
-- half its cost in damage, rounded up, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    local options = corruption.pile_options(ctx, "relic")
    if #options == 0 then
      ctx:log("Reckless Might: no relic is left in the supply")
    else
      local pick = ctx:choose_option{prompt = "Reckless Might: gain which relic, on top of your deck?",
                                     options = options}
      local relic = ctx:gain_card(you, pick, "deck_top")
      local damage = (ctx:card(relic).cost + 1) // 2
      if damage > 0 then ctx:damage_player(you, damage) end
    end
    corruption.destroy(ctx, me, you)
  end,
}
