-- outcasts.relic.transmuters_lens: destroy it; you may destroy a card in your hand or discard pile; gain a
-- card costing 6 or less from any supply pile.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    local you = ctx:you()
    ctx:destroy(ctx:this_card())
    local cards = ctx:hand(you)
    for _, c in ipairs(ctx:discard_pile(you)) do cards[#cards + 1] = c end
    local card = C.maybe_card(ctx, "Transmuter's Lens: destroy a card from your hand or discard pile?", cards)
    if card then ctx:destroy(card) end
    local pick = C.choose_pile(ctx, "Transmuter's Lens: gain which card (cost 6 or less)?",
                               function(p) return p.cost <= 6 end)
    if pick then ctx:gain_card(you, pick) end
  end,
}
