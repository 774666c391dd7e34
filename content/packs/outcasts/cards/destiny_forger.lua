-- outcasts.relic.destiny_forger: an ally may destroy a card in hand and gain a supply card costing up to 2
-- more into their hand; or destroy this card for 2 charges.
-- Each branch is offered only when it can change something (the OR rule, base/lib/or_rule.lua): the
-- forge needs an ally with a card in hand (only they are offered), the charges a mage who would gain one.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    local you = ctx:you()
    local holders = R.allies_who(ctx, function(p) return #ctx:hand(p) > 0 end)
    local answer = ctx:choose_option{prompt = "Destiny Forger: choose one", options = {
      {id = "forge", text = "An ally may destroy a card in hand and gain a card costing up to 2 more",
       enabled = #holders > 0, reason = "no ally has a card in hand"},
      {id = "charges", text = "Destroy Destiny Forger and gain 2 charges", enabled = R.can_gain_charge(ctx, you),
       reason = ctx:exhausted(you) and "you are exhausted" or "your charges are full"},
    }}
    if answer == nil then return end
    if answer == "charges" then
      ctx:destroy(ctx:this_card())
      ctx:gain_charge(ctx:you(), 2)
      return
    end
    local ally = R.choose(ctx, "Destiny Forger: which ally may destroy a card?", holders)
    local card = C.maybe_card(ctx, "Destiny Forger: destroy a card from your hand?", ctx:hand(ally), ally)
    if not card then return end
    local limit = ctx:card(card).cost + 2
    ctx:destroy(card)
    local pick = C.choose_pile(ctx, "Destiny Forger: gain a card costing " .. limit .. " or less into your hand?",
                               function(p) return p.cost <= limit end, ally)
    if pick then ctx:gain_card(ally, pick, "hand") end
  end,
}
