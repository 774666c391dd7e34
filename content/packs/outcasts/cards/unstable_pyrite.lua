-- outcasts.gem.unstable_pyrite: 1 aether; you may destroy it for 2 more.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    if C.yes(ctx, "Unstable Pyrite: destroy it to gain 2 more aether?", "Destroy it") then
      ctx:destroy(ctx:this_card())
      ctx:gain_aether(2)
    end
  end,
}
