-- legacy.spell.breach_flare: deal 2 damage; focus breach III of any player.
return {
  cast = function(ctx)
    ctx:deal_damage(2)
    local closed = {}
    for _, p in ipairs(ctx:players()) do
      if ctx:breaches(p)[3].status == "closed" then closed[#closed + 1] = p end
    end
    if #closed == 0 then return end
    ctx:focus(ctx:choose_player{prompt = "Breach Flare: whose breach III is focused?", players = closed}, 3)
  end,
}
