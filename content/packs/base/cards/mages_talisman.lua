-- base.relic.mages_talisman: you gain 1 charge and an ally gains 1 charge.
local R = ae.require("base/lib/or_rule")

-- Only allies who would gain the charge are offered (not full, not exhausted: the OR rule,
-- base/lib/or_rule.lua); nil, with no question, when none would. Alone, you are your own ally.
local function ally_for_charge(ctx, prompt)
  return R.choose(ctx, prompt, R.allies_who(ctx, function(p) return R.can_gain_charge(ctx, p) end))
end

return {
  play = function(ctx)
    ctx:gain_charge(ctx:you(), 1)
    local ally = ally_for_charge(ctx, "Mage's Talisman: which ally gains 1 charge?")
    if ally then ctx:gain_charge(ally, 1) end
  end,
}
