-- base.gem.garnet_shard (Mist): gain 1 aether OR cast any player's prepped spell.
return {
  play = function(ctx)
    local spells = ctx:prepped_spells()
    local answer = ctx:choose_option{
      prompt = "Garnet Shard: choose one",
      options = {
        {id = "aether", text = "Gain 1 aether"},
        {id = "cast", text = "Cast a prepped spell of any player", enabled = #spells > 0,
         reason = "no spell is prepped"},
      },
    }
    if answer == "cast" then
      local picked = ctx:choose_cards{prompt = "Garnet Shard: cast which prepped spell?", cards = spells}
      ctx:cast(picked[1])
    else
      ctx:gain_aether(1)
    end
  end,
}
