-- base.spell.wildfire_whip: deal 4 damage. While prepped, in your main phase: pay 2 aether to cast any
-- player's prepped spell (you are its caster). The engine offers a while-prepped effect once per turn
-- (rules/base.md §4.3 #7). Any prepped spell qualifies, this Whip included.
return {
  cast = function(ctx)
    ctx:deal_damage(4)
  end,
  can_use_while_prepped = function(ctx)
    return ctx:aether() >= 2 and #ctx:prepped_spells() > 0
  end,
  while_prepped = function(ctx)
    local spells = ctx:prepped_spells()
    if #spells == 0 or not ctx:spend_aether(2) then return end
    local picked = ctx:choose_cards{prompt = "Wildfire Whip: cast which prepped spell?", cards = spells}
    ctx:cast(picked[1])
  end,
}
