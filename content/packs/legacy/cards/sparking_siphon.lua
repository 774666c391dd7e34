-- legacy.spell.sparking_siphon: when gained, 2 pulse. Cast: 2 damage; you may lose 1 pulse so that any
-- player gains 1 life.
local P = ae.require("legacy/lib/pulse")
local R = ae.require("base/lib/or_rule")

return {
  on_gain = function(ctx)
    P.gain(ctx, ctx:you(), 2)
  end,
  cast = function(ctx)
    ctx:deal_damage(2)
    -- The pulse is offered only when someone would gain life, and only they are offered (the OR rule,
    -- base/lib/or_rule.lua): pulse is never lost for nothing.
    local healable = R.players_who(ctx, function(p) return R.can_gain_life(ctx, p) end)
    if #healable == 0 then return end
    if P.may_lose(ctx, ctx:you(), 1, "Sparking Siphon: lose 1 pulse so a player gains 1 life?",
                  "Lose 1 pulse; a player gains 1 life") then
      ctx:gain_life(R.choose(ctx, "Sparking Siphon: who gains 1 life?", healable), 1)
    end
  end,
}
