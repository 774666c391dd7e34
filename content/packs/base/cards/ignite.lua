-- base.spell.ignite: deal 2 damage; an ally gains 1 charge.
local R = ae.require("base/lib/or_rule")

-- Only allies who would gain the charge are offered (not full, not exhausted: the OR rule,
-- base/lib/or_rule.lua); nil, with no question, when none would. Alone, you are your own ally.
local function ally_for_charge(ctx, prompt)
  return R.choose(ctx, prompt, R.allies_who(ctx, function(p) return R.can_gain_charge(ctx, p) end))
end

return {
  cast = function(ctx)
    ctx:deal_damage(2)
    local ally = ally_for_charge(ctx, "Ignite: which ally gains 1 charge?")
    if ally then ctx:gain_charge(ally, 1) end
  end,
}
