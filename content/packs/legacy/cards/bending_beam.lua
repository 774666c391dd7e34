-- legacy.spell.bending_beam: 2 damage, +3 when cast from its owner's open breach III.
return {
  cast = function(ctx)
    -- Cast through another card (Jian's Black Mirror runs this with its own ctx) there is no breach and no
    -- card: no bonus.
    local from = ctx:cast_breach()
    local extra = 0
    if from == 3 and ctx:breaches(ctx:card(ctx:this_card()).owner)[3].status == "open" then extra = 3 end
    ctx:deal_damage(2 + extra)
  end,
}
