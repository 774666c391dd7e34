-- outcasts.gem.petrified_phoenixium: 2 aether; the next card you gain this turn lets you cast any player's
-- prepped spell (the trigger is used up by that gain, rules/outcasts.md §14 P).
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(2)
    ctx:on_next_gain()
  end,
  next_gain = function(ctx)
    local spell = C.maybe_card(ctx, "Petrified Phoenixium: cast a prepped spell of any player?", ctx:prepped_spells())
    if spell then ctx:cast(spell) end
  end,
}
