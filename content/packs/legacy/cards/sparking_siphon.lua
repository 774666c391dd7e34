-- legacy.spell.sparking_siphon: when gained, 2 pulse. Cast: 2 damage; you may lose 1 pulse so that any
-- player gains 1 life.
local P = ae.require("legacy/lib/pulse")
local C = ae.require("legacy/lib/common")

return {
  on_gain = function(ctx)
    P.gain(ctx, ctx:you(), 2)
  end,
  cast = function(ctx)
    ctx:deal_damage(2)
    if P.may_lose(ctx, ctx:you(), 1, "Sparking Siphon: lose 1 pulse so a player gains 1 life?",
                  "Lose 1 pulse; a player gains 1 life") then
      ctx:gain_life(C.any_player(ctx, "Sparking Siphon: who gains 1 life?"), 1)
    end
  end,
}
