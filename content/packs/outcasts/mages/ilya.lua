-- outcasts.mage.ilya: Life's Embrace - cast every prepped spell without discarding it (each stays on its
-- breach); then an ally may take a card from their discard pile into their hand.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  ability = function(ctx)
    local you = ctx:you()
    for _, spell in ipairs(ctx:prepped_spells(you)) do
      -- An earlier spell's effect may have moved this one (a breach destroyed): only cast what is still there.
      for _, still in ipairs(ctx:prepped_spells(you)) do
        if still == spell then
          ctx:cast(spell, 0, true)
          break
        end
      end
    end
    -- Only allies with a card in their discard pile are offered (the OR rule, base/lib/or_rule.lua).
    local ally = R.choose(ctx, "Life's Embrace: which ally may return a card from their discard pile?",
                          R.allies_who(ctx, function(p) return #ctx:discard_pile(p) > 0 end))
    if ally == nil then return end
    local card = C.maybe_card(ctx, "Life's Embrace: return a card from your discard pile to your hand?",
                              ctx:discard_pile(ally), ally)
    if card then ctx:move(card, ally, "hand") end
  end,
}
