-- outcasts.gem.power_shard (Ilya; our own effect, the printed one is unknown): 1 aether, and 1 more only
-- for a spell while you have a prepped spell.
return {
  play = function(ctx)
    ctx:gain_aether(1)
    if #ctx:prepped_spells(ctx:you()) > 0 then ctx:gain_aether(1, "spell") end
  end,
}
