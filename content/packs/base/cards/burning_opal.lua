-- base.gem.burning_opal: gain 3 aether; you may discard a card in hand, and if you do an ally draws one.
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
    ctx:gain_aether(3)
    local picked = ctx:choose_cards{prompt = "Burning Opal: you may discard a card so that an ally draws one",
                                    cards = ctx:hand(ctx:you()), min = 0, max = 1}
    if #picked == 0 then return end
    ctx:discard(picked[1])
    ctx:draw(choose_ally(ctx, "Burning Opal: which ally draws a card?"), 1)
  end,
}
