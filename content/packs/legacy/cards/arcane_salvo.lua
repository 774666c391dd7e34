-- legacy.spell.arcane_salvo: deal 4 damage. While prepped, once per turn in your main phase: put a relic
-- you played this turn, or one from your discard pile, on top of your deck.
local function relics(ctx)
  local you, out = ctx:you(), {}
  for _, zone in ipairs({ctx:played(you), ctx:discard_pile(you)}) do
    for _, c in ipairs(zone) do
      if ctx:card(c).type == "relic" then out[#out + 1] = c end
    end
  end
  return out
end

return {
  cast = function(ctx)
    ctx:deal_damage(4)
  end,
  can_use_while_prepped = function(ctx)
    return #relics(ctx) > 0
  end,
  while_prepped = function(ctx)
    local list = relics(ctx)
    if #list == 0 then return end
    local picked = ctx:choose_cards{prompt = "Arcane Salvo: put which relic on top of your deck?", cards = list}
    for _, c in ipairs(picked) do ctx:move(c, ctx:you(), "deck_top") end
  end,
}
