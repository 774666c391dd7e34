-- base.corruption.dire_wisdom (Crooked Mask): gain a spell of your choice from the supply, then gain 3
-- corruptions on top of your deck, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    local options = corruption.pile_options(ctx, "spell")
    if #options == 0 then
      ctx:log("Dire Wisdom: no spell is left in the supply")
    else
      ctx:gain_card(you, ctx:choose_option{prompt = "Dire Wisdom: gain which spell?", options = options})
    end
    corruption.gain_many(ctx, you, 3, "deck_top")
    corruption.destroy(ctx, me, you)
  end,
}
