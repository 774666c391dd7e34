-- outcasts.gem.vigorous_sunstone: 3 aether; gained as your second card of the turn, it goes to your hand.
return {
  on_gain = function(ctx)
    local you, mine = ctx:you(), 0
    for _, c in ipairs(ctx:gained_this_turn()) do
      if ctx:card(c).owner == you then mine = mine + 1 end
      if c == ctx:this_card() then break end
    end
    if mine == 2 then ctx:move(ctx:this_card(), you, "hand") end
  end,
  play = function(ctx) ctx:gain_aether(3) end,
}
