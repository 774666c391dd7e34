-- legacy.relic.brane_knife: you gain a charge; an ally focuses their cheapest closed breach.
local C = ae.require("legacy/lib/common")
return {
  play = function(ctx)
    ctx:gain_charge(ctx:you(), 1)
    local ally = C.choose_ally(ctx, "Brane Knife: which ally focuses a breach?")
    local best, cost = nil, nil
    for n, b in ipairs(ctx:breaches(ally)) do
      if b.status == "closed" and (cost == nil or b.focus_cost < cost) then best, cost = n, b.focus_cost end
    end
    if best then ctx:focus(ally, best) end
  end,
}
