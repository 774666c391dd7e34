-- outcasts.spell.twisted_fang: 3 damage, 4 when its own supply pile is empty.
return {
  cast = function(ctx)
    local damage = 3
    for _, pile in ipairs(ctx:supply()) do
      if pile.card == "outcasts.spell.twisted_fang" and pile.count == 0 then damage = 4 end
    end
    ctx:deal_damage(damage)
  end,
}
