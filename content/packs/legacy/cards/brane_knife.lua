-- legacy.relic.brane_knife: you gain a charge; an ally focuses their cheapest closed breach.
local R = ae.require("base/lib/or_rule")

local function has_closed_breach(ctx, p)
  for _, b in ipairs(ctx:breaches(p)) do
    if b.status == "closed" then return true end
  end
  return false
end

return {
  play = function(ctx)
    ctx:gain_charge(ctx:you(), 1)
    -- Only allies with a closed breach are offered (the OR rule, base/lib/or_rule.lua); none: nothing asked.
    local ally = R.choose(ctx, "Brane Knife: which ally focuses a breach?",
                          R.allies_who(ctx, function(p) return has_closed_breach(ctx, p) end))
    if ally == nil then return end
    local best, cost = nil, nil
    for n, b in ipairs(ctx:breaches(ally)) do
      if b.status == "closed" and (cost == nil or b.focus_cost < cost) then best, cost = n, b.focus_cost end
    end
    if best then ctx:focus(ally, best) end
  end,
}
