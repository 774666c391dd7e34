-- Awakened yellow mats: Sunlit Insight (ours).
local C = ae.require("legacy/lib/common")
return {
  ability = function(ctx)
    ctx:draw(C.choose_ally(ctx, "Sunlit Insight: which ally draws two cards?"), 2)
    ctx:gain_aether(2)
  end,
}
