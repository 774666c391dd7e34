-- base.relic.flexing_dagger: your next focus or open this turn costs 3 aether less, OR destroy this and
-- deal 1 damage.
return {
  play = function(ctx)
    local answer = ctx:choose_option{prompt = "Flexing Dagger: choose one", options = {
      {id = "discount", text = "Your next focus or open this turn costs 3 aether less"},
      {id = "destroy", text = "Destroy Flexing Dagger and deal 1 damage"},
    }}
    if answer == "destroy" then
      ctx:destroy(ctx:this_card())
      ctx:deal_damage(1)
    else
      ctx:discount_next_breach(3)
    end
  end,
}
