-- base.spell.ignite: deal 2 damage; an ally gains 1 charge.
local function choose_ally(ctx, prompt)
  local you, others = ctx:you(), {}
  for _, p in ipairs(ctx:players()) do
    if p ~= you then others[#others + 1] = p end
  end
  if #others == 0 then return you end -- alone, you are your own ally
  return ctx:choose_player{prompt = prompt, players = others}
end

return {
  cast = function(ctx)
    ctx:deal_damage(2)
    ctx:gain_charge(choose_ally(ctx, "Ignite: which ally gains 1 charge?"), 1)
  end,
}
