-- legacy.spell.thunderous_oath: deal 6 damage and gain 1 pulse; lose any number of pulse so that an ally
-- draws that many cards.
local P = ae.require("legacy/lib/pulse")
local C = ae.require("legacy/lib/common")

return {
  cast = function(ctx)
    local you = ctx:you()
    ctx:deal_damage(6)
    P.gain(ctx, you, 1)
    local n = P.lose_any(ctx, you, nil, "Thunderous Oath: lose how many pulse for an ally to draw that many?")
    if n > 0 then ctx:draw(C.choose_ally(ctx, "Thunderous Oath: which ally draws?"), n) end
  end,
}
