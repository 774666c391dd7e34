-- outcasts.spell.radiant_conflux: 3 damage; an ally may draw a card, and then discards a card.
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    ctx:deal_damage(3)
    local ally = C.choose_ally(ctx, "Radiant Conflux: which ally may draw and then discard?")
    if not C.yes(ctx, "Radiant Conflux: draw a card, then discard a card?", "Draw, then discard", ally) then return end
    ctx:draw(ally, 1)
    local hand = ctx:hand(ally)
    if #hand == 0 then return end
    local card = ctx:choose_cards{prompt = "Radiant Conflux: discard a card", cards = hand, who = ally}[1]
    ctx:discard(card)
  end,
}
