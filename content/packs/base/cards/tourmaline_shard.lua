-- base.gem.tourmaline_shard (Phaedraxa): gain 1 aether; an ally may suffer 1 damage to destroy a card
-- in their hand.
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
    local ally = choose_ally(ctx, "Tourmaline Shard: which ally may suffer 1 damage to destroy a card?")
    local answer = ctx:choose_option{
      prompt = "Tourmaline Shard: suffer 1 damage to destroy a card in your hand?",
      who = ally,
      options = {{id = "destroy", text = "Suffer 1 damage and destroy a card in hand"}, {id = "skip", text = "Do nothing"}},
    }
    if answer ~= "destroy" then return end
    ctx:damage_player(ally, 1)
    local picked = ctx:choose_cards{prompt = "Tourmaline Shard: destroy a card", who = ally, cards = ctx:hand(ally),
                                    min = 1, max = 1}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
}
