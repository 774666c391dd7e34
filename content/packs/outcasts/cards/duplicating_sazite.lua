-- outcasts.gem.duplicating_sazite: 3 aether; on your next gain this turn you may discard one of your
-- prepped spells costing 1 or more (your own: rules/outcasts.md §14 L); then an ally gains a supply card
-- costing no more than the gained card's printed cost.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(3)
    ctx:on_next_gain()
  end,
  next_gain = function(ctx)
    local gained = ctx:gained_this_turn()
    local limit = ctx:card(gained[#gained]).cost
    -- The spell is offered only when a pile the ally could gain from has a card left: never discarded for
    -- nothing (the OR rule, base/lib/or_rule.lua).
    local any = false
    for _, pile in ipairs(ctx:supply()) do
      if pile.count > 0 and pile.cost <= limit then any = true end
    end
    if not any then return end
    local spells = C.filter(ctx, ctx:prepped_spells(ctx:you()), function(c) return c.cost >= 1 end)
    local spell = C.maybe_card(ctx, "Duplicating Sazite: discard a prepped spell so an ally gains a card?", spells)
    if not spell then return end
    ctx:discard(spell)
    local ally = C.choose_ally(ctx, "Duplicating Sazite: which ally gains a card?")
    local pick = C.choose_pile(ctx, "Duplicating Sazite: the ally gains which card (cost " .. limit .. " or less)?",
                               function(p) return p.cost <= limit end)
    if pick then ctx:gain_card(ally, pick) end
  end,
}
