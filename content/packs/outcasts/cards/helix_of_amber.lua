-- outcasts.gem.helix_of_amber: 2 aether; you may suffer 1 damage to destroy a 0-cost card in your hand.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(2)
    local you = ctx:you()
    local cheap = C.filter(ctx, ctx:hand(you), function(c) return c.cost == 0 end)
    if #cheap == 0 or ctx:exhausted(you) then return end
    local card = C.maybe_card(ctx, "Helix of Amber: suffer 1 damage to destroy which card costing 0?", cheap)
    if not card then return end
    ctx:damage_player(you, 1)
    ctx:destroy(card)
  end,
}
