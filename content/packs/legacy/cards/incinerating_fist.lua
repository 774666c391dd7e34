-- legacy.spell.incinerating_fist: deal 3 damage.
return {
  cast = function(ctx) ctx:deal_damage(3) end,
}
