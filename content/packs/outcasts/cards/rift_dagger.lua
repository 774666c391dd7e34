-- outcasts.relic.rift_dagger: gain a card costing 3 or less from another pile (4 or less if you destroy
-- the Dagger); pay 1 aether to have it in hand.
local C = ae.require("outcasts/lib/common")

-- Whether another supply pile with cards left offers a card costing exactly `cost`.
local function pile_costing(ctx, me, cost)
  for _, pile in ipairs(ctx:supply()) do
    if pile.card ~= me and pile.count > 0 and pile.cost == cost then return true end
  end
  return false
end

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:card(ctx:this_card()).id
    local limit = 3
    -- Destroying it only raises the limit to 4: offered only when a pile costing 4 is there to gain from, so
    -- the Dagger is never destroyed for nothing (the OR rule, base/lib/or_rule.lua).
    if pile_costing(ctx, me, 4) and
       C.yes(ctx, "Rift Dagger: destroy it to gain a card costing up to 4?", "Destroy it (up to 4)") then
      ctx:destroy(ctx:this_card())
      limit = 4
    end
    local pick = C.choose_pile(ctx, "Rift Dagger: gain a card costing " .. limit .. " or less",
                               function(p) return p.card ~= me and p.cost <= limit end)
    if not pick then return end
    local to_hand = ctx:aether() >= 1 and C.yes(ctx, "Rift Dagger: pay 1 aether to put it into your hand?", "Pay 1")
    if to_hand then ctx:spend_aether(1) end
    ctx:gain_card(you, pick, to_hand and "hand" or "discard")
  end,
}
