-- base.corruption.endless_hunger (Crooked Mask): Gravehold suffers 3 damage, you gain 2 life, then it
-- destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_gravehold(3)
    ctx:gain_life(you, 2)
    corruption.destroy(ctx, me, you)
  end,
}
