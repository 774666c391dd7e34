-- outcasts.treasure.bloodshot_geode (level 3, its owner's): a gem costing 5 or more played by its owner
-- deals 2 damage.
return {
  when_card_played = function(ctx)
    local ev = ctx:event()
    local card = ctx:card(ev.card)
    if ev.player == ctx:you() and card.type == "gem" and card.cost >= 5 then ctx:deal_damage(2) end
  end,
}
