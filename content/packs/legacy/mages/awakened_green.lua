-- Awakened green mats: Verdant Mend (ours). Only players who would gain life are offered (the OR rule,
-- base/lib/or_rule.lua); when nobody would, nothing is asked and only Gravehold's part happens.
local R = ae.require("base/lib/or_rule")

return {
  ability = function(ctx)
    local p = R.choose(ctx, "Verdant Mend: who gains 3 life?",
                       R.players_who(ctx, function(q) return R.can_gain_life(ctx, q) end))
    if p then ctx:gain_life(p, 3) end
    ctx:gain_life("gravehold", 2)
  end,
}
