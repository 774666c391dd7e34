-- outcasts.treasure.razras_training_whistle (level 1): 1 aether or 1 charge. The charge is refused when you
-- would not gain it (full, or exhausted: the OR rule, base/lib/or_rule.lua).
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    local you = ctx:you()
    local answer = ctx:choose_option{prompt = "Razra's Training Whistle: choose one", options = {
      {id = "aether", text = "Gain 1 aether"},
      {id = "charge", text = "Gain 1 charge", enabled = R.can_gain_charge(ctx, you),
       reason = ctx:exhausted(you) and "you are exhausted" or "your charges are full"}}}
    if answer == "charge" then ctx:gain_charge(ctx:you(), 1) else ctx:gain_aether(1) end
  end,
}
