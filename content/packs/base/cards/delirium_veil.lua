-- base.corruption.delirium_veil (Crooked Mask): Gravehold suffers 2 damage, you focus one of your closed
-- breaches, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

local ROMAN = {"I", "II", "III", "IV"}

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_gravehold(2)
    local options = {}
    for n, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then
        options[#options + 1] = {id = "breach" .. n, text = "Focus breach " .. ROMAN[n]}
      end
    end
    -- With every breach open (or gone) the focus cannot happen: skipped, not asked.
    if #options == 0 then
      ctx:log("Delirium Veil: no closed breach to focus")
    else
      local pick = ctx:choose_option{prompt = "Delirium Veil: which of your breaches do you focus?",
                                     options = options}
      ctx:focus(you, math.tointeger(tonumber(string.sub(pick, 7))))
    end
    corruption.destroy(ctx, me, you)
  end,
}
