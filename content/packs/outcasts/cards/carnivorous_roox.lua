-- outcasts.relic.carnivorous_roox: 1 aether and maybe eat a hand card for its cost, or destroy it to focus
-- your cheapest closed breach twice.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    local you = ctx:you()
    local answer = ctx:choose_option{prompt = "Carnivorous Roox: choose one", options = {
      {id = "aether", text = "Gain 1 aether; you may destroy a card in hand for aether equal to its cost"},
      {id = "focus", text = "Destroy Carnivorous Roox and focus your cheapest closed breach twice",
       enabled = C.cheapest_closed(ctx, you) ~= nil, reason = "you have no closed breach"},
    }}
    if answer == "aether" then
      ctx:gain_aether(1)
      local eaten = C.maybe_card(ctx, "Carnivorous Roox: destroy a card for its cost in aether?", ctx:hand(you))
      if eaten then
        local cost = ctx:card(eaten).cost
        ctx:destroy(eaten)
        if cost > 0 then ctx:gain_aether(cost) end
      end
      return
    end
    ctx:destroy(ctx:this_card())
    for _ = 1, 2 do
      local breach = C.cheapest_closed(ctx, you)
      if breach then ctx:focus(you, breach) end
    end
  end,
}
