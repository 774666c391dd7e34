-- base.corruption.fever_of_war (Crooked Mask): you suffer 1 damage, deal 2 damage (to the nemesis or a
-- minion, your choice), then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_player(you, 1)
    ctx:deal_damage(2)
    corruption.destroy(ctx, me, you)
  end,
}
