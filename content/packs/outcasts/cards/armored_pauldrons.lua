-- outcasts.treasure.armored_pauldrons (level 3, its owner's): a relic costing 3 or more played by its
-- owner deals 1 damage.
return {
  when_card_played = function(ctx)
    local ev = ctx:event()
    local card = ctx:card(ev.card)
    if ev.player == ctx:you() and card.type == "relic" and card.cost >= 3 then ctx:deal_damage(1) end
  end,
}
