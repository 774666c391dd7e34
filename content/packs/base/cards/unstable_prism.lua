-- base.relic.unstable_prism: play a gem from your hand twice and then destroy it, OR gain 2 aether.
-- The gem's own play effect runs twice (ctx:resolve_play) while it is still in hand, then it is destroyed.
return {
  play = function(ctx)
    local you = ctx:you()
    local gems = {}
    for _, c in ipairs(ctx:hand(you)) do
      if ctx:card(c).type == "gem" then gems[#gems + 1] = c end
    end
    local answer = ctx:choose_option{
      prompt = "Unstable Prism: choose one",
      options = {
        {id = "twice", text = "Play a gem from your hand twice, then destroy it", enabled = #gems > 0,
         reason = "no gem in hand"},
        {id = "aether", text = "Gain 2 aether"},
      },
    }
    if answer ~= "twice" then
      ctx:gain_aether(2)
      return
    end
    local gem = ctx:choose_cards{prompt = "Unstable Prism: which gem?", cards = gems}[1]
    ctx:resolve_play(gem)
    ctx:resolve_play(gem)
    ctx:destroy(gem)
  end,
}
