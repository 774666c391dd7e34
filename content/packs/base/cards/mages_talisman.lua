-- base.relic.mages_talisman: you gain 1 charge and an ally gains 1 charge.
local function choose_ally(ctx, prompt)
  local you, others = ctx:you(), {}
  for _, p in ipairs(ctx:players()) do
    if p ~= you then others[#others + 1] = p end
  end
  if #others == 0 then return you end -- alone, you are your own ally
  return ctx:choose_player{prompt = prompt, players = others}
end

return {
  play = function(ctx)
    ctx:gain_charge(ctx:you(), 1)
    ctx:gain_charge(choose_ally(ctx, "Mage's Talisman: which ally gains 1 charge?"), 1)
  end,
}
