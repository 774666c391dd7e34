-- legacy.gem.gilded_marble: gain 3 aether.
return {
  play = function(ctx) ctx:gain_aether(3) end,
}
