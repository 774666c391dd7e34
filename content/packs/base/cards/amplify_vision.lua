-- base.spell.amplify_vision: focus your closed breach with the lowest focus cost (you pick among ties);
-- deal 2 damage, +1 if none of your breaches is closed after that.
local NUMERAL = {"I", "II", "III", "IV"}

return {
  cast = function(ctx)
    local you = ctx:you()
    local cheapest, options = nil, {}
    for n, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then
        if cheapest == nil or b.focus_cost < cheapest then
          cheapest, options = b.focus_cost, {}
        end
        if b.focus_cost == cheapest then
          options[#options + 1] = {id = tostring(n), text = "Focus breach " .. NUMERAL[n]}
        end
      end
    end
    if #options > 0 then
      local answer = ctx:choose_option{prompt = "Amplify Vision: focus which breach?", options = options}
      ctx:focus(you, math.tointeger(tonumber(answer)))
    end
    local all_open = true
    for _, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then all_open = false end
    end
    ctx:deal_damage(all_open and 3 or 2)
  end,
}
