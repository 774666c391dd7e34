-- base.relic.flexing_dagger: your next focus or open this turn costs 3 aether less, OR destroy this and
-- deal 1 damage. The discount is refused when you have no closed breach left to focus or open: it could
-- change nothing (the OR rule, base/lib/or_rule.lua).
local function has_closed_breach(ctx, p)
  for _, b in ipairs(ctx:breaches(p)) do
    if b.status == "closed" then return true end
  end
  return false
end

return {
  play = function(ctx)
    local answer = ctx:choose_option{prompt = "Flexing Dagger: choose one", options = {
      {id = "discount", text = "Your next focus or open this turn costs 3 aether less",
       enabled = has_closed_breach(ctx, ctx:you()), reason = "you have no closed breach"},
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
