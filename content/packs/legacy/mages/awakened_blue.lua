-- Awakened blue mats: Tidal Ward (ours): a blow and a mending in one. Only players who would gain life
-- are offered (the OR rule, base/lib/or_rule.lua); when nobody would, nothing is asked.
local R = ae.require("base/lib/or_rule")

return {
  ability = function(ctx)
    ctx:deal_damage(2)
    local p = R.choose(ctx, "Tidal Ward: who gains 2 life?",
                       R.players_who(ctx, function(q) return R.can_gain_life(ctx, q) end))
    if p then ctx:gain_life(p, 2) end
  end,
}
