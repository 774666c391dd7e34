-- legacy.spell.fiery_conclusion: deal 4 damage, 7 when three or more supply piles are empty.
return {
  cast = function(ctx)
    local empty = 0
    for _, pile in ipairs(ctx:supply()) do
      if pile.count == 0 then empty = empty + 1 end
    end
    ctx:deal_damage(empty >= 3 and 7 or 4)
  end,
}
