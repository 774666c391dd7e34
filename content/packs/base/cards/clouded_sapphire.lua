-- base.gem.clouded_sapphire: gain 3 aether; the first Clouded Sapphire played in a turn gives an ally
-- 1 charge. Plays are counted per turn and player in ctx.storage.
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

local function choose_ally(ctx, prompt)
  local you, others = ctx:you(), {}
  for _, p in ipairs(ctx:players()) do
    if p ~= you then others[#others + 1] = p end
  end
  if #others == 0 then return you end -- alone, you are your own ally
  return ctx:choose_player{prompt = prompt, players = others}
end

return {
  play = function(ctx)
    ctx:gain_aether(3)
    if plays_this_turn(ctx, "clouded_sapphire") == 1 then
      ctx:gain_charge(choose_ally(ctx, "Clouded Sapphire: which ally gains 1 charge?"), 1)
    end
  end,
}
