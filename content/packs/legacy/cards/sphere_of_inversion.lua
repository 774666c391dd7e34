-- legacy.spell.sphere_of_inversion: deal 7 damage; an ally may destroy a card in hand to gain 2 life.
local R = ae.require("base/lib/or_rule")

return {
  cast = function(ctx)
    ctx:deal_damage(7)
    -- Only allies who hold a card and would gain life are offered (the OR rule, base/lib/or_rule.lua): a
    -- card is never destroyed for nothing; with no such ally nothing is asked.
    local ally = R.choose(ctx, "Sphere of Inversion: which ally may destroy a card for 2 life?",
                          R.allies_who(ctx, function(p) return #ctx:hand(p) > 0 and R.can_gain_life(ctx, p) end))
    if ally == nil then return end
    local hand = ctx:hand(ally)
    local picked = ctx:choose_cards{prompt = "Sphere of Inversion: destroy a card from your hand to gain 2 life?",
                                    who = ally, cards = hand, min = 0, max = 1}
    if #picked > 0 then
      ctx:destroy(picked[1])
      ctx:gain_life(ally, 2)
    end
  end,
}
