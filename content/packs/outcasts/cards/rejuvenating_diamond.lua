-- outcasts.treasure.rejuvenating_diamond (level 2, the group's): whenever Gravehold (or the protected ally)
-- gains life, it gains 1 more. Its own extra life is not another gain to add to (docs/decisions.md D45).
return {
  when_life_gained = function(ctx)
    local ev = ctx:event()
    if ev.player ~= nil or ev.card == ctx:this_card() then return end
    ctx:gain_life("gravehold", 1)
  end,
}
