-- outcasts.relic.destiny_forger: an ally may destroy a card in hand and gain a supply card costing up to 2
-- more into their hand; or destroy this card for 2 charges.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    local answer = ctx:choose_option{prompt = "Destiny Forger: choose one", options = {
      {id = "forge", text = "An ally may destroy a card in hand and gain a card costing up to 2 more"},
      {id = "charges", text = "Destroy Destiny Forger and gain 2 charges"},
    }}
    if answer == "charges" then
      ctx:destroy(ctx:this_card())
      ctx:gain_charge(ctx:you(), 2)
      return
    end
    local ally = C.choose_ally(ctx, "Destiny Forger: which ally may destroy a card?")
    local card = C.maybe_card(ctx, "Destiny Forger: destroy a card from your hand?", ctx:hand(ally), ally)
    if not card then return end
    local limit = ctx:card(card).cost + 2
    ctx:destroy(card)
    local pick = C.choose_pile(ctx, "Destiny Forger: gain a card costing " .. limit .. " or less into your hand?",
                               function(p) return p.cost <= limit end, ally)
    if pick then ctx:gain_card(ally, pick, "hand") end
  end,
}
