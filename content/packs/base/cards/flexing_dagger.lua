-- base.relic.flexing_dagger: focus or open one of your closed breaches now for 3 aether less, OR
-- destroy this and deal 1 damage.
-- Missing hooks: a cost modifier for "the next focus or open this turn" (so the discount is used at
-- once), and the open cost in ctx:breaches (the table below copies rules/base.md Appendix B.1).
local OPEN_COST = {{4, 3, 2, 1}, {5, 4, 3, 2}, {9, 7, 5, 3}, {13, 10, 7, 4}}
local NUMERAL = {"I", "II", "III", "IV"}

return {
  play = function(ctx)
    local you = ctx:you()
    local have = ctx:aether()
    local options, cost = {}, {}
    for n, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then
        local focus = math.max(0, b.focus_cost - 3)
        local open = math.max(0, OPEN_COST[n][math.min(b.rotation, 3) + 1] - 3)
        cost["focus:" .. n], cost["open:" .. n] = focus, open
        options[#options + 1] = {id = "focus:" .. n, text = "Focus breach " .. NUMERAL[n] .. " for " .. focus .. " aether",
                                 enabled = have >= focus, reason = "not enough aether"}
        options[#options + 1] = {id = "open:" .. n, text = "Open breach " .. NUMERAL[n] .. " for " .. open .. " aether",
                                 enabled = have >= open, reason = "not enough aether"}
      end
    end
    options[#options + 1] = {id = "destroy", text = "Destroy Flexing Dagger and deal 1 damage"}
    options[#options + 1] = {id = "keep", text = "Do nothing"}
    local answer = ctx:choose_option{prompt = "Flexing Dagger: choose one", options = options}
    if answer == "destroy" then
      ctx:destroy(ctx:this_card())
      ctx:deal_damage(1)
    elseif answer ~= "keep" then
      local verb, n = string.match(answer, "^(%a+):(%d)$")
      n = math.tointeger(tonumber(n))
      if ctx:spend_aether(cost[answer]) then
        if verb == "focus" then ctx:focus(you, n) else ctx:open(you, n) end
      end
    end
  end,
}
