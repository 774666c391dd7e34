-- legacy.spell.sphere_of_inversion: deal 7 damage; an ally may destroy a card in hand to gain 2 life.
local C = ae.require("legacy/lib/common")

return {
  cast = function(ctx)
    ctx:deal_damage(7)
    local ally = C.choose_ally(ctx, "Sphere of Inversion: which ally may destroy a card for 2 life?")
    local hand = ctx:hand(ally)
    if #hand == 0 then return end
    local picked = ctx:choose_cards{prompt = "Sphere of Inversion: destroy a card from your hand to gain 2 life?",
                                    who = ally, cards = hand, min = 0, max = 1}
    if #picked > 0 then
      ctx:destroy(picked[1])
      ctx:gain_life(ally, 2)
    end
  end,
}
