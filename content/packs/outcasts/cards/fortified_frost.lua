-- outcasts.spell.fortified_frost: 2 damage, 3 if you discard a card from your hand (one damage source, so
-- an open breach's bonus joins it once).
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    local card = C.maybe_card(ctx, "Fortified Frost: discard a card from your hand for 1 more damage?", ctx:hand(ctx:you()))
    local damage = 2
    if card then
      ctx:discard(card)
      damage = 3
    end
    ctx:deal_damage(damage)
  end,
}
