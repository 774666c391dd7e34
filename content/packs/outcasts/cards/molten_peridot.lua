-- outcasts.gem.molten_peridot: 2 aether; on the second Molten Peridot play of the turn (this copy or
-- another), you may destroy it to gain a card costing 4 or less. Turn marks count the plays.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(2)
    if not ctx:turn_marked("outcasts.molten_peridot.1") then
      ctx:mark_turn("outcasts.molten_peridot.1")
      return
    end
    if ctx:turn_marked("outcasts.molten_peridot.2") then return end
    ctx:mark_turn("outcasts.molten_peridot.2")
    -- Offered only when a pile costing 4 or less has a card left: never destroyed for nothing (the OR rule,
    -- base/lib/or_rule.lua).
    local any = false
    for _, pile in ipairs(ctx:supply()) do
      if pile.count > 0 and pile.cost <= 4 then any = true end
    end
    if not any then return end
    if not C.yes(ctx, "Molten Peridot: destroy it to gain a card costing 4 or less?", "Destroy it") then return end
    ctx:destroy(ctx:this_card())
    local pick = C.choose_pile(ctx, "Molten Peridot: gain which card?", function(p) return p.cost <= 4 end)
    if pick then ctx:gain_card(ctx:you(), pick) end
  end,
}
