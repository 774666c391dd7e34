-- outcasts.spell.swarm_of_flame: 5 damage; you may cast any player's prepped spell costing 5 or less.
local C = ae.require("outcasts/lib/common")

return {
  cast = function(ctx)
    ctx:deal_damage(5)
    local spells = {}
    for _, e in ipairs(C.all_prepped(ctx)) do
      if ctx:card(e.spell).cost <= 5 then spells[#spells + 1] = e.spell end
    end
    local pick = C.maybe_card(ctx, "Swarm Of Flame: cast a prepped spell costing 5 or less?", spells)
    if pick then ctx:cast(pick) end
  end,
}
