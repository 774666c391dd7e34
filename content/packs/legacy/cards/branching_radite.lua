-- legacy.gem.branching_radite: gain 2 aether, 3 with two or more of your spells prepped.
return {
  play = function(ctx)
    ctx:gain_aether(#ctx:prepped_spells(ctx:you()) >= 2 and 3 or 2)
  end,
}
