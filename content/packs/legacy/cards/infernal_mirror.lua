-- legacy.relic.infernal_mirror: an ally gains a charge; any player gains 2 pulse; you may lose 2 pulse to
-- cast any player's prepped spell, then deal 1 more damage (a separate damage source: a cast spell's
-- damage cannot be raised from outside it).
local P = ae.require("legacy/lib/pulse")
local C = ae.require("legacy/lib/common")

return {
  play = function(ctx)
    local you = ctx:you()
    ctx:gain_charge(C.choose_ally(ctx, "Infernal Mirror: which ally gains a charge?"), 1)
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
