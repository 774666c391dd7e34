-- outcasts.spell.gathered_will: 2 damage; you may gain a spell costing 4 or less onto your deck.
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    ctx:deal_damage(2)
    local pick = C.choose_pile(ctx, "Gathered Will: gain a spell costing 4 or less onto your deck?",
                               function(p) return p.type == "spell" and p.cost <= 4 end)
    if pick then ctx:gain_card(ctx:you(), pick, "deck_top") end
  end,
}
