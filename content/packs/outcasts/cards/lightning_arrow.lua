-- outcasts.spell.lightning_arrow: 3 damage; you may discard a card from your hand for Gravehold +1 life.
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    ctx:deal_damage(3)
    local card = C.maybe_card(ctx, "Lightning Arrow: discard a card so " .. ctx:protected_name() .. " gains 1 life?",
                              ctx:hand(ctx:you()))
    if card then
      ctx:discard(card)
      ctx:gain_life("gravehold", 1)
    end
  end,
}
