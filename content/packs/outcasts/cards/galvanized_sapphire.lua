-- outcasts.gem.galvanized_sapphire: 2 aether; the protected ally (Xaxos) gains 1 charge.
return {
  play = function(ctx)
    ctx:gain_aether(2)
    ctx:gain_ally_charges(1)
  end,
}
