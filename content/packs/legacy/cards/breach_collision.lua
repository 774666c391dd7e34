-- legacy.spell.breach_collision: on gain, it may go to any player's discard pile instead; cast: deal 5
-- damage and Gravehold gains 1 life.
return {
  on_gain = function(ctx)
    local p = ctx:choose_player{prompt = "Breach Collision: whose discard pile does it go to?"}
    if p ~= ctx:you() then ctx:move(ctx:this_card(), p, "discard") end
  end,
  cast = function(ctx)
    ctx:deal_damage(5)
    ctx:gain_life("gravehold", 1)
  end,
}
