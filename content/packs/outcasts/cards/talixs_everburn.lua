-- outcasts.treasure.talixs_everburn (level 1): 1 aether, +1 for each spell (up to three) discarded from hand.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    local spells = C.filter(ctx, ctx:hand(ctx:you()), function(info) return info.type == "spell" end)
    if #spells == 0 then return end
    local picked = ctx:choose_cards{prompt = "Talix's Everburn: discard up to three spells for 1 aether each",
                                    cards = spells, min = 0, max = math.min(3, #spells)}
    for _, c in ipairs(picked) do ctx:discard(c) end
    if #picked > 0 then ctx:gain_aether(#picked) end
  end,
}
