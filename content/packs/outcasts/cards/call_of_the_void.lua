-- outcasts.spell.call_of_the_void (Qu): while prepped, the first gem or relic costing 1 or more that you
-- play each turn has its effect twice and then goes back to the supply. Cast: 1 damage.
return {
  when_card_played = function(ctx)
    local ev, you = ctx:event(), ctx:you()
    if ev.player ~= you or ev.amount < 1 then return end
    local key = "outcasts_void_p" .. you
    if ctx.storage[key] == ctx:turn().number then return end -- once per turn
    ctx.storage[key] = ctx:turn().number
    ctx:resolve_play(ev.card)
    -- A card its own effect destroyed (Unstable Pyrite) is gone already; only a card still in play goes back.
    for _, c in ipairs(ctx:played(you)) do
      if c == ev.card then
        ctx:return_to_supply(ev.card)
        return
      end
    end
  end,
  cast = function(ctx)
    ctx:deal_damage(1)
  end,
}
