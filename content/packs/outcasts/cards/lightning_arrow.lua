-- outcasts.spell.lightning_arrow: 3 damage; you may discard a card from your hand for Gravehold +1 life.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  cast = function(ctx)
    ctx:deal_damage(3)
    -- At full life nothing would be gained: no card is discarded for nothing (the OR rule, base/lib/or_rule.lua).
    if not R.can_gain_life(ctx, "gravehold") then return end
    local card = C.maybe_card(ctx, "Lightning Arrow: discard a card so " .. ctx:protected_name() .. " gains 1 life?",
                              ctx:hand(ctx:you()))
    if card then
      ctx:discard(card)
      ctx:gain_life("gravehold", 1)
    end
  end,
}
