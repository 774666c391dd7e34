-- base.spell.chaos_arc: 3 damage, +2 for each spell prepped on a breach next to the one it was cast from.
return {
  cast = function(ctx)
    local from = ctx:cast_breach()
    local owner = ctx:card(ctx:this_card()).owner
    local extra = 0
    if from then
      local breaches = ctx:breaches(owner)
      for _, n in ipairs(ctx:adjacent_breaches(owner, from)) do
        extra = extra + 2 * #breaches[n].spells
      end
    end
    ctx:deal_damage(3 + extra)
  end,
}
