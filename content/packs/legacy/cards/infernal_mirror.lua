-- legacy.relic.infernal_mirror: an ally gains a charge; any player gains 2 pulse; you may lose 2 pulse to
-- cast any player's prepped spell, then deal 1 more damage (a separate damage source: a cast spell's
-- damage cannot be raised from outside it).
local P = ae.require("legacy/lib/pulse")
local C = ae.require("legacy/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    local you = ctx:you()
    -- Only allies who would gain the charge (not full, not exhausted: the OR rule, base/lib/or_rule.lua).
    local ally = R.choose(ctx, "Infernal Mirror: which ally gains a charge?",
                          R.allies_who(ctx, function(p) return R.can_gain_charge(ctx, p) end))
    if ally then ctx:gain_charge(ally, 1) end
    P.gain(ctx, C.any_player(ctx, "Infernal Mirror: who gains 2 pulse?"), 2)
    local spells = ctx:prepped_spells()
    if #spells == 0 then return end
    if P.may_lose(ctx, you, 2, "Infernal Mirror: lose 2 pulse to cast a prepped spell?",
                  "Lose 2 pulse and cast a prepped spell") then
      local picked = ctx:choose_cards{prompt = "Infernal Mirror: cast which prepped spell?", cards = spells}
      ctx:cast(picked[1])
      ctx:deal_damage(1)
    end
  end,
}
