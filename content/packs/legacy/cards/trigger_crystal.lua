-- legacy.gem.trigger_crystal (upgrade G4): gain 1 aether; you may cast a prepped spell of yours costing
-- 4 or less.
return {
  play = function(ctx)
    ctx:gain_aether(1)
    local cheap = {}
    for _, c in ipairs(ctx:prepped_spells(ctx:you())) do
      if ctx:card(c).cost <= 4 then cheap[#cheap + 1] = c end
    end
    if #cheap == 0 then return end
    local picked = ctx:choose_cards{prompt = "Trigger Crystal: cast a prepped spell costing 4 or less?",
                                    cards = cheap, min = 0, max = 1}
    if #picked > 0 then ctx:cast(picked[1]) end
  end,
}
