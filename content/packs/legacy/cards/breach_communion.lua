-- legacy.spell.breach_communion: while prepped, once per turn in your main phase: gain 1 pulse. Cast: 2
-- damage, or 5 if you lose 2 pulse.
local P = ae.require("legacy/lib/pulse")

return {
  can_use_while_prepped = function(ctx)
    return true
  end,
  while_prepped = function(ctx)
    P.gain(ctx, ctx:you(), 1)
  end,
  cast = function(ctx)
    local more = P.may_lose(ctx, ctx:you(), 2, "Breach Communion: lose 2 pulse for 3 more damage?",
                            "Lose 2 pulse for 3 more damage")
    ctx:deal_damage(more and 5 or 2)
  end,
}
