-- outcasts.gem.elongated_looq: 2 aether; the next focus or open of one of your breaches this turn gives a
-- charge. It hears those moments while it is in your play area (engine/triggers.cpp), i.e. this turn only.
local function spent(ctx)
  local s = ctx.storage.elongated_looq
  if s == nil or s.turn ~= ctx:turn().number then
    s = {turn = ctx:turn().number, cards = {}}
    ctx.storage.elongated_looq = s
  end
  return s.cards
end

local function react(ctx)
  if ctx:event().player ~= ctx:you() then return end
  local cards = spent(ctx)
  for _, c in ipairs(cards) do
    if c == ctx:this_card() then return end -- this copy already gave its charge
  end
  cards[#cards + 1] = ctx:this_card()
  ctx:gain_charge(ctx:you(), 1)
end

return {
  play = function(ctx)
    ctx:gain_aether(2)
  end,
  -- A focus that opens the breach sets off both moments; the first one spends this copy.
  when_breach_focused = react,
  when_breach_opened = react,
}
