-- base.gem.clouded_sapphire: gain 3 aether; the first Clouded Sapphire played in a turn gives an ally
-- 1 charge. Plays are counted per turn and player in ctx.storage.
local R = ae.require("base/lib/or_rule")

local function plays_this_turn(ctx, key)
  local turn = ctx:turn().number
  local rec = ctx.storage.base_turn_plays
  if rec == nil or rec.turn ~= turn then
    rec = {turn = turn}
    ctx.storage.base_turn_plays = rec
  end
  key = key .. ":" .. ctx:you()
  rec[key] = (rec[key] or 0) + 1
  return rec[key]
end

-- Only allies who would gain the charge are offered (not full, not exhausted: the OR rule,
-- base/lib/or_rule.lua); nil, with no question, when none would. Alone, you are your own ally.
local function ally_for_charge(ctx, prompt)
  return R.choose(ctx, prompt, R.allies_who(ctx, function(p) return R.can_gain_charge(ctx, p) end))
end

return {
  play = function(ctx)
    ctx:gain_aether(3)
    if plays_this_turn(ctx, "clouded_sapphire") == 1 then
      local ally = ally_for_charge(ctx, "Clouded Sapphire: which ally gains 1 charge?")
      if ally then ctx:gain_charge(ally, 1) end
    end
  end,
}
