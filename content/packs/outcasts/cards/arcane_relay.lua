-- outcasts.spell.arcane_relay: an ally draws and shows their hand; 4 damage +1 per card costing 1 or more.
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    local ally = C.choose_ally(ctx, "Arcane Relay: which ally draws a card?")
    ctx:draw(ally, 1)
    local costly = #C.filter(ctx, ctx:hand(ally), function(info) return info.cost >= 1 end)
    ctx:log("player " .. ally .. " shows a hand with " .. costly .. " card(s) costing 1 or more")
    ctx:deal_damage(4 + costly)
  end,
}
