-- legacy.spell.gravity_node: any player discards a card from hand; if one was, deal 4 damage.
local C = ae.require("legacy/lib/common")
return {
  cast = function(ctx)
    local with_cards = {}
    for _, p in ipairs(ctx:players()) do
      if #ctx:hand(p) > 0 then with_cards[#with_cards + 1] = p end
    end
    if #with_cards == 0 then return end
    local p = ctx:choose_player{prompt = "Gravity Node: who discards a card?", players = with_cards}
    local gone = C.discard_from_hand(ctx, p, 1, "Gravity Node: discard a card")
    if #gone > 0 then ctx:deal_damage(4) end
  end,
}
