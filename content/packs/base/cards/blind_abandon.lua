-- base.corruption.blind_abandon (Crooked Mask): you suffer 1 damage, may destroy a non-corruption card from
-- your hand, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_player(you, 1)
    -- "May": choosing no card is an answer. With no other card in hand nothing is asked.
    local picked = ctx:choose_cards{prompt = "Blind Abandon: destroy a card from your hand? (you may choose none)",
                                    cards = corruption.others_in_hand(ctx, you), min = 0, max = 1}
    for _, c in ipairs(picked) do ctx:destroy(c) end
    corruption.destroy(ctx, me, you)
  end,
}
