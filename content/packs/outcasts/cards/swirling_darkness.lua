-- outcasts.spell.swirling_darkness (Dezmodia): may be prepped to a closed breach (prep_to_closed); cast, it
-- focuses the breach it was cast from (its owner's, whoever casts it), if that breach is still closed.
return {
  cast = function(ctx)
    local n, owner = ctx:cast_breach(), ctx:card(ctx:this_card()).owner
    if n and ctx:breaches(owner)[n].status == "closed" then ctx:focus(owner, n) end
  end,
}
