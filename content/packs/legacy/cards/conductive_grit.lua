-- legacy.gem.conductive_grit: either gain 2 aether and 1 pulse, or lose 1 pulse to gain 3 aether.
local P = ae.require("legacy/lib/pulse")

return {
  play = function(ctx)
    local you = ctx:you()
    local has = P.count(ctx, you) >= 1
    local answer = ctx:choose_option{
      prompt = "Conductive Grit: which effect?",
      options = {{id = "charge", text = "Gain 2 aether and 1 pulse"},
                 {id = "spend", text = "Lose 1 pulse to gain 3 aether", enabled = has,
                  reason = (not has) and "you have no pulse" or nil}},
    }
    if answer == "spend" and P.lose(ctx, you, 1) then
      ctx:gain_aether(3)
    else
      ctx:gain_aether(2)
      P.gain(ctx, you, 1)
    end
  end,
}
