-- outcasts.treasure.losts_forged_spark (level 1): a spell that begins the battle in your deck or hand.
return {
  -- "At the start of the game" is heard wherever the card is (engine/triggers.cpp): a Crystal from the box,
  -- not from the supply (Crystals have no pile).
  when_battle_started = function(ctx)
    ctx:new_starter(ctx:you(), "base.gem.crystal", "discard")
  end,
  cast = function(ctx)
    ctx:deal_damage(2)
  end,
}
