-- outcasts.relic.orb_of_the_deep: focus your cheapest-to-focus closed breach, or destroy it for 1 charge.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    local you = ctx:you()
    local breach = C.cheapest_closed(ctx, you)
    local answer = ctx:choose_option{prompt = "Orb of the Deep: choose one", options = {
      {id = "focus", text = "Focus your closed breach with the lowest focus cost", enabled = breach ~= nil,
       reason = "you have no closed breach"},
      {id = "charge", text = "Destroy Orb of the Deep and gain 1 charge"},
    }}
    if answer == "focus" then
      ctx:focus(you, breach)
    else
      ctx:destroy(ctx:this_card())
      ctx:gain_charge(you, 1)
    end
  end,
}
