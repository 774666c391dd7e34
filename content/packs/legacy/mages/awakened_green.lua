-- Awakened green mats: Verdant Mend (ours).
return {
  ability = function(ctx)
    ctx:gain_life(ctx:choose_player{prompt = "Verdant Mend: who gains 3 life?"}, 3)
    ctx:gain_life("gravehold", 2)
  end,
}
