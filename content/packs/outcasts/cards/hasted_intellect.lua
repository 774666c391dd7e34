-- outcasts.spell.hasted_intellect: 4 damage. While prepped, a card its owner gains may go on top of their
-- deck instead (a trigger).
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx) ctx:deal_damage(4) end,
  when_card_gained = function(ctx)
    local ev = ctx:event()
    if ev.player ~= ctx:you() then return end
    local name = ctx:card(ev.card).name
    if C.yes(ctx, "Hasted Intellect: put " .. name .. " on top of your deck?", "On top of my deck") then
      ctx:move(ev.card, ctx:you(), "deck_top")
    end
  end,
}
