-- outcasts.spell.dizzying_burst: 6 damage, then the whole turn order deck is looked at and put back in any
-- order (the same restack as Xaxos's Metaphysical Link).
local turn_order = ae.require("base/lib/turn_order")

return {
  cast = function(ctx)
    ctx:deal_damage(6)
    turn_order.restack(ctx, "Dizzying Burst")
  end,
}
