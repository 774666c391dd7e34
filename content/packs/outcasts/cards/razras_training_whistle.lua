-- outcasts.treasure.razras_training_whistle (level 1): 1 aether or 1 charge.
return {
  play = function(ctx)
    local answer = ctx:choose_option{prompt = "Razra's Training Whistle: choose one", options = {
      {id = "aether", text = "Gain 1 aether"}, {id = "charge", text = "Gain 1 charge"}}}
    if answer == "charge" then ctx:gain_charge(ctx:you(), 1) else ctx:gain_aether(1) end
  end,
}
