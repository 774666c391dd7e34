-- outcasts.curse.curse_of_rot (our own effect): you suffer 1 damage; you may spend 2 aether to destroy it.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:damage_player(ctx:you(), 1)
    if ctx:aether() >= 2 and C.yes(ctx, "Curse of Rot: spend 2 aether to destroy it?", "Spend 2 aether") then
      ctx:spend_aether(2)
      ctx:destroy(ctx:this_card())
    end
  end,
}
