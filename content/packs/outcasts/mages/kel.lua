-- outcasts.mage.kel: Soul's Solace - up to 2 played gems or relics back to hand; an ally draws 1 and may
-- prep a spell from hand onto an open or closed breach (no focus needed).
local C = ae.require("outcasts/lib/common")

return {
  ability = function(ctx)
    local you = ctx:you()
    local played = C.filter(ctx, ctx:played(you), function(c) return c.type == "gem" or c.type == "relic" end)
    if #played > 0 then
      local back = ctx:choose_cards{prompt = "Soul's Solace: return up to 2 gems or relics you played to your hand",
                                    cards = played, min = 0, max = math.min(2, #played)}
      for _, c in ipairs(back) do ctx:move(c, you, "hand") end
    end
    local ally = C.choose_ally(ctx, "Soul's Solace: which ally draws a card?")
    ctx:draw(ally, 1)
    local spells = C.filter(ctx, ctx:hand(ally), function(c) return c.type == "spell" end)
    local free = {}
    for _, b in ipairs(ctx:breaches(ally)) do
      if (b.status == "open" or b.status == "closed") and #b.spells == 0 then free[#free + 1] = b.number end
    end
    if #free == 0 then return end
    local spell = C.maybe_card(ctx, "Soul's Solace: prep a spell from your hand?", spells, ally)
    if not spell then return end
    local options = {}
    for _, n in ipairs(free) do options[#options + 1] = {id = tostring(n), text = "Breach " .. n} end
    local pick = ctx:choose_option{prompt = "Soul's Solace: onto which breach?", options = options, who = ally}
    ctx:prep(spell, math.tointeger(tonumber(pick)), true)
  end,
}
