-- legacy.gem.soothing_torporene: 2 aether, or silence a minion.
local S = ae.require("legacy/lib/silence")

return {
  play = function(ctx)
    local any = #ctx:minions() > 0
    local answer = ctx:choose_option{prompt = "Soothing Torporene: which effect?", options = {
      {id = "aether", text = "Gain 2 aether"},
      {id = "silence", text = "Silence a minion", enabled = any, reason = (not any) and "no minion is in play" or nil},
    }}
    if answer == "silence" then
      S.silence_a_minion(ctx, "Soothing Torporene: silence which minion?")
    else
      ctx:gain_aether(2)
    end
  end,
}
