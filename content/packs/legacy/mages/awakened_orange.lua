-- Awakened orange mats: Ember Lash (ours).
return {
  ability = function(ctx) ctx:deal_damage(4) end,
}
