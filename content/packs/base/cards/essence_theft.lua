-- base.spell.essence_theft: deal 3 damage; you may discard a card in hand, and if you do any player
-- gains 1 life. The discard is offered only when someone would gain life, and only they are offered (the
-- OR rule, base/lib/or_rule.lua): a card is never discarded for nothing.
local R = ae.require("base/lib/or_rule")

return {
  cast = function(ctx)
    ctx:deal_damage(3)
    local healable = R.players_who(ctx, function(p) return R.can_gain_life(ctx, p) end)
    if #healable == 0 then return end
    local picked = ctx:choose_cards{prompt = "Essence Theft: you may discard a card so that a player gains 1 life",
                                    cards = ctx:hand(ctx:you()), min = 0, max = 1}
    if #picked == 0 then return end
    ctx:discard(picked[1])
    ctx:gain_life(R.choose(ctx, "Essence Theft: who gains 1 life?", healable), 1)
  end,
}
