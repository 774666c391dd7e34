-- legacy.spell.fire_chakram: deal 2 damage.
return {
  cast = function(ctx) ctx:deal_damage(2) end,
}
