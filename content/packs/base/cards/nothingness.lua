-- base.corruption.nothingness (Crooked Mask): discard 2 non-corruption cards from your hand, suffer 2 damage,
-- shuffle one player's turn order card from the turn order discard back into the deck, then it destroys itself.
local corruption = ae.require("base/lib/corruption")
local turn_order = ae.require("base/lib/turn_order")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    -- Fewer than 2 other cards in hand: those that are there.
    local others = corruption.others_in_hand(ctx, you)
    local n = math.min(2, #others)
    local picked = corruption.pick(ctx, others, n, "Nothingness: discard 2 cards from your hand (no corruptions)",
                                   you)
    for _, c in ipairs(picked) do ctx:discard(c) end
    ctx:damage_player(you, 2)
    -- Any player card (the wild one too, as in the source), never a nemesis card; each label offered once.
    local options, seen = {}, {}
    for _, label in ipairs(ctx:turn_order_discard()) do
      if turn_order.is_player_card(label) and not seen[label] then
        seen[label] = true
        options[#options + 1] = {id = label, text = "Shuffle " .. turn_order.describe(label) .. " back"}
      end
    end
    if #options == 0 then
      ctx:log("Nothingness: no player turn order card is in the turn order discard pile")
    else
      local pick = ctx:choose_option{prompt = "Nothingness: which turn order card is shuffled back into the deck?",
                                     options = options}
      ctx:turn_order_return(pick)
    end
    corruption.destroy(ctx, me, you)
  end,
}
