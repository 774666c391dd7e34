-- base.spell.chaos_arc: 3 damage, +2 for each spell prepped on a breach next to the one it was cast from
-- (its owner's breaches numbered one below and one above).
return {
  cast = function(ctx)
    local from = ctx:cast_breach()
    local extra = 0
    -- Cast through another card (Jian's Black Mirror runs this with its own ctx) there is no breach and no
    -- card: no bonus.
    if from then
      local owner = ctx:card(ctx:this_card()).owner
      local breaches = ctx:breaches(owner)
      for _, n in ipairs({from - 1, from + 1}) do
        if breaches[n] then extra = extra + 2 * #breaches[n].spells end
      end
    end
    ctx:deal_damage(3 + extra)
  end,
}
