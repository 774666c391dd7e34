-- base.spell.arcane_nexus: deal 4 damage. While prepped, once per turn in your main phase: return a gem
-- you played this turn to your hand.
local function played_gems(ctx)
  local out = {}
  for _, c in ipairs(ctx:played(ctx:you())) do
    if ctx:card(c).type == "gem" then out[#out + 1] = c end
  end
  return out
end

return {
  cast = function(ctx)
    ctx:deal_damage(4)
  end,
  can_use_while_prepped = function(ctx)
    return #played_gems(ctx) > 0
  end,
  while_prepped = function(ctx)
    local gems = played_gems(ctx)
    if #gems == 0 then return end
    local picked = ctx:choose_cards{prompt = "Arcane Nexus: return which gem you played this turn to your hand?",
                                    cards = gems}
    for _, c in ipairs(picked) do ctx:move(c, ctx:you(), "hand") end
  end,
}
