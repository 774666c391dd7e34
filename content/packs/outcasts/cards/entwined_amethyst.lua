-- outcasts.gem.entwined_amethyst (Ilya, Kel): 1 aether; discarded from your hand by an effect during an
-- ally's turn (someone else's turn, the nemesis turn included), you gain 1 charge.
return {
  play = function(ctx)
    ctx:gain_aether(1)
  end,
  on_discard = function(ctx)
    if ctx:active_player() ~= ctx:you() then ctx:gain_charge(ctx:you(), 1) end
  end,
}
