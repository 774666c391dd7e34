-- outcasts.relic.reconstituting_circuit: the protected ally gains 1 charge; you may destroy a card in hand.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_ally_charges(1)
    local card = C.maybe_card(ctx, "Reconstituting Circuit: destroy a card in your hand?", ctx:hand(ctx:you()))
    if card then ctx:destroy(card) end
  end,
}
