-- legacy.gem.cutters_crystal (upgrade G3): gain 2 aether only for gaining a gem.
return {
  play = function(ctx) ctx:gain_aether(2, "gem") end,
}
