-- legacy.gem.phased_portalite: gain 2 aether, 3 when your breach III is open.
return {
  play = function(ctx)
    ctx:gain_aether(ctx:breaches(ctx:you())[3].status == "open" and 3 or 2)
  end,
}
