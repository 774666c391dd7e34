-- base.spell.arcane_nexus: deal 4 damage.
-- Missing hook: a "while prepped" main-phase action (once per turn, return a gem played this turn to hand).
return {
  cast = function(ctx)
    ctx:deal_damage(4)
  end,
}
