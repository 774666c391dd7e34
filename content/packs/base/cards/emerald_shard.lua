-- base.gem.emerald_shard (Kadir): gain 1 aether OR any player gains 1 life. Only players who would gain
-- life are offered, and the life option is refused when nobody would (the OR rule, base/lib/or_rule.lua).
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    local healable = R.players_who(ctx, function(p) return R.can_gain_life(ctx, p) end)
    local answer = ctx:choose_option{
      prompt = "Emerald Shard: choose one",
      options = {{id = "aether", text = "Gain 1 aether"},
                 {id = "life", text = "A player gains 1 life", enabled = #healable > 0,
                  reason = "no player can gain life"}},
    }
    if answer == "life" then
      ctx:gain_life(R.choose(ctx, "Emerald Shard: who gains 1 life?", healable), 1)
    else
      ctx:gain_aether(1)
    end
  end,
}
