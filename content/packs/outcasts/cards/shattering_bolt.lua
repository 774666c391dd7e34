-- outcasts.spell.shattering_bolt: 2 damage and maybe destroy a hand card, or discard a gem for 4 damage.
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    local you = ctx:you()
    local gems = C.filter(ctx, ctx:hand(you), function(info) return info.type == "gem" end)
    local answer = ctx:choose_option{prompt = "Shattering Bolt: which effect?", options = {
      {id = "two", text = "2 damage; you may destroy a card in your hand"},
      {id = "four", text = "Discard a gem from your hand: 4 damage", enabled = #gems > 0,
       reason = "you have no gem in hand"},
    }}
    if answer == "four" then
      ctx:discard(ctx:choose_cards{prompt = "Shattering Bolt: discard which gem?", cards = gems}[1])
      ctx:deal_damage(4)
      return
    end
    ctx:deal_damage(2)
    local gone = C.maybe_card(ctx, "Shattering Bolt: destroy a card in your hand?", ctx:hand(you))
    if gone then ctx:destroy(gone) end
  end,
}
