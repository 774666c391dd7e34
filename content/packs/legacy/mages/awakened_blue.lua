-- Awakened blue mats: Tidal Ward (ours): a blow and a mending in one.
return {
  ability = function(ctx)
    ctx:deal_damage(2)
    ctx:gain_life(ctx:choose_player{prompt = "Tidal Ward: who gains 2 life?"}, 2)
  end,
}
