-- legacy.spell.kindled_memory (upgrade S2): deal 1 damage, 3 if four or more other cards are in your
-- discard pile. Cast has already put this spell there, so it is not counted.
return {
  cast = function(ctx)
    local others = #ctx:discard_pile(ctx:you()) - 1
    ctx:deal_damage(others >= 4 and 3 or 1)
  end,
}
