-- base.gem.quartz_shard (Lash): gain 1 aether; reveal the top turn order card and leave it on top or put
-- it at the bottom; 1 more aether when it is a player's card (the wild card is one).
local turn_order = ae.require("base/lib/turn_order")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    local top = ctx:turn_order_reveal(1)[1]
    if top == nil then return end
    if ctx:turn_order_deck_size() > 1 then
      local answer = ctx:choose_option{
        prompt = "Quartz Shard: the top turn order card is " .. turn_order.describe(top),
        options = {
          {id = "top", text = "Leave it on top of the turn order deck"},
          {id = "bottom", text = "Put it at the bottom of the turn order deck"},
        },
      }
      if answer == "bottom" then ctx:turn_order_place(1, "bottom") end
    end
    if turn_order.is_player_card(top) then ctx:gain_aether(1) end
  end,
}
