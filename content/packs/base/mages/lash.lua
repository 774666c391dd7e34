-- base.mage.lash: Quicken Thought - pick a player whose numbered turn order card (never the wild card) is
-- in the turn order discard; that card is shuffled back into the turn order deck and the player suffers
-- 1 damage.
local turn_order = ae.require("base/lib/turn_order")

return {
  ability = function(ctx)
    local seen, players = {}, {}
    for _, label in ipairs(ctx:turn_order_discard()) do
      local p = turn_order.player_of(label)
      if p and not seen[p] then
        seen[p] = true
        players[#players + 1] = p
      end
    end
    if #players == 0 then return end
    table.sort(players)
    local p = ctx:choose_player{prompt = "Quicken Thought: whose turn order card goes back into the deck?",
                                players = players}
    ctx:turn_order_return("p" .. p)
    ctx:damage_player(p, 1)
  end,
}
