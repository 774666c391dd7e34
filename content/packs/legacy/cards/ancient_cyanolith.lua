-- legacy.gem.ancient_cyanolith: gain 2 aether.
return {
  play = function(ctx) ctx:gain_aether(2) end,
}
