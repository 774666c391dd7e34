-- outcasts.spell.convergence (Arachnos): while prepped, each gem or relic costing 3 or more that you play
-- gives you 1 charge. Cast: 1 damage.
return {
  when_card_played = function(ctx)
    local ev = ctx:event()
    if ev.player == ctx:you() and ev.amount >= 3 then ctx:gain_charge(ev.player, 1) end
  end,
  cast = function(ctx)
    ctx:deal_damage(1)
  end,
}
