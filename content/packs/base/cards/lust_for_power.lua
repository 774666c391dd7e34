-- base.corruption.lust_for_power (Crooked Mask): you suffer 1 damage, gain 1 charge, then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_player(you, 1)
    ctx:gain_charge(you, 1)
    corruption.destroy(ctx, me, you)
  end,
}
