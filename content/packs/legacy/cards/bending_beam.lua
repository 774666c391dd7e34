-- legacy.spell.bending_beam: 2 damage, +3 when cast from its owner's open breach III.
return {
  cast = function(ctx)
    local from = ctx:cast_breach()
    local owner = ctx:card(ctx:this_card()).owner
    local extra = 0
    if from == 3 and ctx:breaches(owner)[3].status == "open" then extra = 3 end
    ctx:deal_damage(2 + extra)
  end,
}
