-- base.mage.lash: Quicken Thought - a player whose (non-wild) turn order card is in the turn order
-- discard suffers 1 damage. Missing hook: moving that card back into the turn order deck and shuffling.
return {
  ability = function(ctx)
    local seen, players = {}, {}
    for _, label in ipairs(ctx:turn_order_discard()) do
      local n = string.match(label, "^p(%d)$")
      if n and not seen[n] then
        seen[n] = true
        players[#players + 1] = math.tointeger(tonumber(n))
      end
    end
    if #players == 0 then return end
    table.sort(players)
    local p = ctx:choose_player{prompt = "Quicken Thought: whose turn order card?", players = players}
    ctx:damage_player(p, 1)
  end,
}
