-- outcasts.mage.dezmodia: Void Vortex - an ally draws 3; you hand them any number of your cards and they
-- hand you back as many of theirs. Alone, you are your own ally: you draw 3 and nothing changes hands.
local C = ae.require("outcasts/lib/common")

return {
  ability = function(ctx)
    local you = ctx:you()
    local ally = C.choose_ally(ctx, "Void Vortex: which ally draws 3 cards?")
    ctx:draw(ally, 3)
    if ally == you then return end
    local given = ctx:choose_cards{prompt = "Void Vortex: pass which of your cards to your ally?",
                                   cards = ctx:hand(you), min = 0, max = #ctx:hand(you)}
    if #given == 0 then return end
    for _, c in ipairs(given) do ctx:move(c, ally, "hand") end
    local back = ctx:choose_cards{prompt = "Void Vortex: pass back " .. #given .. " of your cards",
                                  cards = ctx:hand(ally), min = #given, max = #given, who = ally}
    for _, c in ipairs(back) do ctx:move(c, you, "hand") end
  end,
}
