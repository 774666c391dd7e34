-- base.mage.jian: Black Mirror - cast any player's prepped spell without discarding it, then cast it
-- again (discarding it). The second cast happens only if the first left the spell prepped.
return {
  ability = function(ctx)
    local spells = ctx:prepped_spells()
    if #spells == 0 then return end
    local picked = ctx:choose_cards{prompt = "Black Mirror: cast which prepped spell twice?", cards = spells}
    local spell = picked[1]
    ctx:cast(spell, 0, true)
    for _, c in ipairs(ctx:prepped_spells()) do
      if c == spell then
        ctx:cast(spell) -- the second, ordinary cast discards it
        return
      end
    end
  end,
}
