-- legacy.gem.sharing_crystal (upgrade G1): gain 1 aether; an ally may discard a spell from hand, then
-- draws a card.
local R = ae.require("base/lib/or_rule")

local function spells_in_hand(ctx, p)
  local spells = {}
  for _, c in ipairs(ctx:hand(p)) do
    if ctx:card(c).type == "spell" then spells[#spells + 1] = c end
  end
  return spells
end

return {
  play = function(ctx)
    ctx:gain_aether(1)
    -- Only allies with a spell in hand are offered (the OR rule, base/lib/or_rule.lua); none: nothing asked.
    local ally = R.choose(ctx, "Sharing Crystal: which ally may swap a spell?",
                          R.allies_who(ctx, function(p) return #spells_in_hand(ctx, p) > 0 end))
    if ally == nil then return end
    local spells = spells_in_hand(ctx, ally)
    local picked = ctx:choose_cards{prompt = "Sharing Crystal: discard a spell to draw a card?", who = ally,
                                    cards = spells, min = 0, max = 1}
    if #picked == 0 then return end
    ctx:discard(picked[1])
    ctx:draw(ally, 1)
  end,
}
