-- base.spell.lava_tendril: deal 3 damage.
-- Missing hook: a "while prepped" trigger at the end of the owner's casting phase (1 damage). The
-- while_prepped entry is a main-phase action the player chooses, not a phase-end trigger, so it does
-- not fit.
return {
  cast = function(ctx)
    ctx:deal_damage(3)
  end,
}
