-- base.gem.emerald_shard (Kadir): gain 1 aether OR any player gains 1 life.
return {
  play = function(ctx)
    local answer = ctx:choose_option{
      prompt = "Emerald Shard: choose one",
      options = {{id = "aether", text = "Gain 1 aether"}, {id = "life", text = "A player gains 1 life"}},
    }
    if answer == "life" then
      local p = ctx:choose_player{prompt = "Emerald Shard: who gains 1 life?"}
      ctx:gain_life(p, 1)
    else
      ctx:gain_aether(1)
    end
  end,
}
