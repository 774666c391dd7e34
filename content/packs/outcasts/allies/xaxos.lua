-- outcasts.ally.xaxos: Void Rend - 4 damage (the active player picks the target), then that player gains
-- 1 charge.
return {
  ability = function(ctx)
    ctx:deal_damage(4)
    ctx:gain_charge(ctx:you(), 1)
  end,
}
