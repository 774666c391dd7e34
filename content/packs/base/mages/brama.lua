-- base.mage.brama: Brink Siphon - any player gains 4 life.
return {
  ability = function(ctx)
    ctx:gain_life(ctx:choose_player{prompt = "Brink Siphon: who gains 4 life?"}, 4)
  end,
}
