-- outcasts.gem.power_amplifier (Taqren; our own effect, the printed one is unknown): 1 aether; you may
-- suffer 1 damage for 1 more.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    local you = ctx:you()
    if ctx:exhausted(you) then return end
    if C.yes(ctx, "Power Amplifier: suffer 1 damage to gain 1 more aether?", "Suffer 1 damage") then
      ctx:damage_player(you, 1)
      ctx:gain_aether(1)
    end
  end,
}
