-- legacy.relic.reality_stabilizer: you gain 2 charges, and silence a minion (if any is in play).
local S = ae.require("legacy/lib/silence")

return {
  play = function(ctx)
    ctx:gain_charge(ctx:you(), 2)
    S.silence_a_minion(ctx, "Reality Stabilizer: silence which minion?")
  end,
}
