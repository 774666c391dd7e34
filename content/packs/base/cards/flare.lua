-- base.spell.flare (Xaxos): reveal the top turn order card (it stays on top); deal 3 damage when it is a
-- player's card (the wild card is one), 1 when it is a nemesis card.
local turn_order = ae.require("base/lib/turn_order")

return {
  cast = function(ctx)
    local top = ctx:turn_order_reveal(1)[1]
    if top ~= nil and turn_order.is_player_card(top) then
      ctx:deal_damage(3)
    else
      ctx:deal_damage(1)
    end
  end,
}
