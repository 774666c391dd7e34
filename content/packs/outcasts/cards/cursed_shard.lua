-- outcasts.curse.cursed_shard: 1 aether and back on top of your deck, or spend 2 aether to destroy it.
return {
  play = function(ctx)
    local answer = ctx:choose_option{prompt = "Cursed Shard: choose one", options = {
      {id = "aether", text = "Gain 1 aether and put Cursed Shard on top of your deck"},
      {id = "destroy", text = "Spend 2 aether to destroy Cursed Shard", enabled = ctx:aether() >= 2,
       reason = "not enough aether"},
    }}
    if answer == "destroy" then
      ctx:spend_aether(2)
      ctx:destroy(ctx:this_card())
    else
      ctx:gain_aether(1)
      ctx:move(ctx:this_card(), ctx:you(), "deck_top")
    end
  end,
}
