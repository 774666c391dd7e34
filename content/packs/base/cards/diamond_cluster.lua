-- base.gem.diamond_cluster: gain 2 aether; the second Diamond Cluster played in a turn gives 2 more.
-- Plays are counted per turn and player in ctx.storage (also counts plays made by Unstable Prism).
local function plays_this_turn(ctx, key)
  local turn = ctx:turn().number
  local rec = ctx.storage.base_turn_plays
  if rec == nil or rec.turn ~= turn then
    rec = {turn = turn}
    ctx.storage.base_turn_plays = rec
  end
  key = key .. ":" .. ctx:you()
  rec[key] = (rec[key] or 0) + 1
  return rec[key]
end

return {
  play = function(ctx)
    ctx:gain_aether(2)
    if plays_this_turn(ctx, "diamond_cluster") == 2 then ctx:gain_aether(2) end
  end,
}
