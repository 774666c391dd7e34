-- outcasts.treasure.mazras_thesis (level 1): 1 damage, then focus breach III of any player (who has it closed).
return {
  cast = function(ctx)
    ctx:deal_damage(1)
    local players = {}
    for _, p in ipairs(ctx:players()) do
      if ctx:breaches(p)[3].status == "closed" then players[#players + 1] = p end
    end
    if #players == 0 then return end
    local p = ctx:choose_player{prompt = "Mazra's Thesis: focus whose breach III?", players = players}
    ctx:focus(p, 3)
  end,
}
