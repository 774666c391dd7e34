-- base.corruption.contagion (Crooked Mask): you suffer 1 damage, take a card costing 0 from your discard
-- pile into your hand, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_player(you, 1)
    -- A corruption in the discard pile costs 0 too (as in the source): taken back, it resolves with the rest.
    local free = {}
    for _, c in ipairs(ctx:discard_pile(you)) do
      if ctx:card(c).cost == 0 then free[#free + 1] = c end
    end
    local picked = ctx:choose_cards{prompt = "Contagion: which card costing 0 returns to your hand?",
                                    cards = free, min = 1, max = 1}
    for _, c in ipairs(picked) do ctx:move(c, you, "hand") end
    corruption.destroy(ctx, me, you)
  end,
}
