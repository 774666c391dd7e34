-- outcasts.mage.arachnos: Expunge - cast any player's prepped spell with 3 more damage (ctx:cast's extra,
-- added as an open breach's bonus is).
local C = ae.require("outcasts/lib/common")

return {
  ability = function(ctx)
    local spells = {}
    for _, e in ipairs(C.all_prepped(ctx)) do spells[#spells + 1] = e.spell end
    local pick = C.maybe_card(ctx, "Expunge: cast which prepped spell (+3 damage)?", spells)
    if pick then ctx:cast(pick, 3) end
  end,
}
