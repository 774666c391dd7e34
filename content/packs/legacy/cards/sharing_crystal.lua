-- legacy.gem.sharing_crystal (upgrade G1): gain 1 aether; an ally may discard a spell from hand, then
-- draws a card.
local C = ae.require("legacy/lib/common")
return {
  play = function(ctx)
    ctx:gain_aether(1)
    local ally = C.choose_ally(ctx, "Sharing Crystal: which ally may swap a spell?")
    local spells = {}
    for _, c in ipairs(ctx:hand(ally)) do
      if ctx:card(c).type == "spell" then spells[#spells + 1] = c end
    end
    if #spells == 0 then return end
    local picked = ctx:choose_cards{prompt = "Sharing Crystal: discard a spell to draw a card?", who = ally,
                                    cards = spells, min = 0, max = 1}
    if #picked == 0 then return end
    ctx:discard(picked[1])
    ctx:draw(ally, 1)
  end,
}
