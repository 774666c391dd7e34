-- base.spell.planar_insight: deal 2 damage plus 1 per open breach of yours.
return {
  cast = function(ctx)
    local open = 0
    for _, b in ipairs(ctx:breaches(ctx:you())) do
      if b.status == "open" then open = open + 1 end
    end
    ctx:deal_damage(2 + open)
  end,
}
