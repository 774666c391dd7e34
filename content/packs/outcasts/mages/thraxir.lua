-- outcasts.mage.thraxir: Shackles Unleashed - cast up to 3 prepped spells of any players, +1 damage each
-- with 3 of your breaches open; with all 4 open, up to 4 spells at +2. The bonus joins each spell the way
-- an open breach's does (ctx:cast's extra).
local C = ae.require("outcasts/lib/common")

return {
  ability = function(ctx)
    local open = C.open_breaches(ctx, ctx:you())
    local most, bonus = 3, 0
    if open >= 4 then
      most, bonus = 4, 2
    elseif open == 3 then
      bonus = 1
    end
    for i = 1, most do
      local spells = {}
      for _, e in ipairs(C.all_prepped(ctx)) do spells[#spells + 1] = e.spell end
      local pick = C.maybe_card(ctx, "Shackles Unleashed: cast a prepped spell (" .. i .. " of " .. most .. ")?",
                                spells)
      if not pick then return end
      ctx:cast(pick, bonus)
    end
  end,
}
