-- base.mage.xaxos: Metaphysical Link - allies share 4 charges, handed out one at a time by you.
-- Missing hook: looking at and restacking the turn order deck.
return {
  ability = function(ctx)
    local you = ctx:you()
    for _ = 1, 4 do
      local open = {}
      for _, p in ipairs(ctx:players()) do
        if (p ~= you or #ctx:players() == 1) and ctx:charges(p) < ctx:max_charges(p) then open[#open + 1] = p end
      end
      if #open == 0 then return end
      ctx:gain_charge(ctx:choose_player{prompt = "Metaphysical Link: who gains a charge?", players = open}, 1)
    end
  end,
}
