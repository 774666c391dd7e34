-- outcasts.treasure.ashen_lodestone (level 1): 1 aether or 1 charge.
return {
  play = function(ctx)
    local you = ctx:you()
    local answer = ctx:choose_option{prompt = "Ashen Lodestone: choose one", options = {
      {id = "aether", text = "Gain 1 aether"},
      {id = "charge", text = "Gain 1 charge", enabled = ctx:charges(you) < ctx:max_charges(you),
       reason = "your charges are full"},
    }}
    if answer == "charge" then ctx:gain_charge(you, 1) else ctx:gain_aether(1) end
  end,
}
