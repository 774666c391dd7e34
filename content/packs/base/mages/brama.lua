-- base.mage.brama: Brink Siphon - any player gains 4 life. Only players who would gain life are offered
-- (exhausted players and players at full life gain none: the OR rule, base/lib/or_rule.lua); when nobody
-- would, nothing is asked.
local R = ae.require("base/lib/or_rule")

return {
  ability = function(ctx)
    local p = R.choose(ctx, "Brink Siphon: who gains 4 life?",
                       R.players_who(ctx, function(q) return R.can_gain_life(ctx, q) end))
    if p then ctx:gain_life(p, 4) end
  end,
}
