-- legacy.spell.warping_haze: deal 2 damage, 3 with two or more other spells of yours prepped.
-- Cast already took this spell off its breach, so every spell still prepped is another one.
local C = ae.require("legacy/lib/common")
return {
  cast = function(ctx)
    ctx:deal_damage(C.other_prepped(ctx, ctx:this_card()) >= 2 and 3 or 2)
  end,
}
