-- outcasts.mage.ilya: Life's Embrace - cast every prepped spell and keep it prepped (a cast puts the spell
-- on the discard pile first, so it is prepped back onto the same breach afterwards); then an ally may
-- take a card from their discard pile into their hand.
local C = ae.require("outcasts/lib/common")

return {
  ability = function(ctx)
    local you = ctx:you()
    local prepped = {}
    for _, b in ipairs(ctx:breaches(you)) do
      for _, spell in ipairs(b.spells) do prepped[#prepped + 1] = {spell = spell, breach = b.number} end
    end
    for _, p in ipairs(prepped) do
      ctx:cast(p.spell)
      local b = ctx:breaches(you)[p.breach]
      local home = ctx:card(p.spell).owner == you and #b.spells == 0 and (b.status == "open" or b.status == "closed")
      local in_discard = false
      for _, c in ipairs(ctx:discard_pile(you)) do
        if c == p.spell then in_discard = true end
      end
      if home and in_discard then ctx:prep(p.spell, p.breach, true) end
    end
    local ally = C.choose_ally(ctx, "Life's Embrace: which ally may return a card from their discard pile?")
    local card = C.maybe_card(ctx, "Life's Embrace: return a card from your discard pile to your hand?",
                              ctx:discard_pile(ally), ally)
    if card then ctx:move(card, ally, "hand") end
  end,
}
