-- base.gem.amethyst_shard (Adelheim): gain 1 aether; an ally may draw a card, then discards a card.
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
    ctx:gain_aether(1)
    local ally = choose_ally(ctx, "Amethyst Shard: which ally may draw and then discard?")
    local answer = ctx:choose_option{
      prompt = "Amethyst Shard: draw a card, then discard a card from your hand?",
      who = ally,
      options = {{id = "draw", text = "Draw a card, then discard a card"}, {id = "skip", text = "Do nothing"}},
    }
    if answer ~= "draw" then return end
    ctx:draw(ally, 1)
    local picked = ctx:choose_cards{prompt = "Amethyst Shard: discard a card", who = ally, cards = ctx:hand(ally),
                                    min = 1, max = 1}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
}
