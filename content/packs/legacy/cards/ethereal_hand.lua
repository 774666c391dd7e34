-- legacy.relic.ethereal_hand: an ally draws two cards.
local C = ae.require("legacy/lib/common")
return {
  play = function(ctx)
    ctx:draw(C.choose_ally(ctx, "Ethereal Hand: which ally draws two cards?"), 2)
  end,
}
