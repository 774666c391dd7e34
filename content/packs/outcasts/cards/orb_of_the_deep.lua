-- outcasts.relic.orb_of_the_deep: focus your cheapest-to-focus closed breach, or destroy it for 1 charge.
-- The charge is refused when you would not gain it (full, or exhausted: the OR rule, base/lib/or_rule.lua):
-- the Orb is never destroyed for nothing; with neither branch possible nothing happens.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    local you = ctx:you()
    local breach = C.cheapest_closed(ctx, you)
    local answer = ctx:choose_option{prompt = "Orb of the Deep: choose one", options = {
      {id = "focus", text = "Focus your closed breach with the lowest focus cost", enabled = breach ~= nil,
       reason = "you have no closed breach"},
      {id = "charge", text = "Destroy Orb of the Deep and gain 1 charge", enabled = R.can_gain_charge(ctx, you),
       reason = ctx:exhausted(you) and "you are exhausted" or "your charges are full"},
    }}
    if answer == "focus" then
      ctx:focus(you, breach)
    elseif answer == "charge" then
      ctx:destroy(ctx:this_card())
      ctx:gain_charge(you, 1)
    end
  end,
}
