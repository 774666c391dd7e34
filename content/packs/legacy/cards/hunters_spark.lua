-- legacy.spell.hunters_spark (upgrade S3): deal 1 damage; against a minion it is 2. The caster picks the
-- target first, so one source deals the whole amount (the open-breach bonus is added once).
return {
  cast = function(ctx)
    local minions = ctx:minions()
    if #minions == 0 then
      ctx:deal_damage(1, "nemesis")
      return
    end
    local options = {{id = "nemesis", text = "The nemesis: 1 damage"}}
    for i, m in ipairs(minions) do
      options[#options + 1] = {id = "m" .. i, text = ctx:card(ctx:minion_card(m)).name .. ": 2 damage"}
    end
    local which = ctx:choose_option{prompt = "Hunter's Spark: damage what?", options = options}
    if which == "nemesis" then
      ctx:deal_damage(1, "nemesis")
      return
    end
    ctx:deal_damage(2, minions[math.tointeger(tonumber(string.sub(which, 2)))])
  end,
}
