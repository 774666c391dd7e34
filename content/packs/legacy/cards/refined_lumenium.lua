-- legacy.gem.refined_lumenium: gain 2 aether; an ally draws a card.
local C = ae.require("legacy/lib/common")
return {
  play = function(ctx)
    ctx:gain_aether(2)
    ctx:draw(C.choose_ally(ctx, "Refined Lumenium: which ally draws a card?"), 1)
  end,
}
