-- outcasts.gem.power_shard (Trulite Of Force, Ilya): 1 aether; an ally may discard a card from hand for 1
-- more aether, only for a spell or for focusing or opening a breach.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    -- Only allies with a card in hand are offered (the OR rule, base/lib/or_rule.lua); none: nothing asked.
    local ally = R.choose(ctx, "Trulite Of Force: which ally may discard a card?",
                          R.allies_who(ctx, function(p) return #ctx:hand(p) > 0 end))
    if ally == nil then return end
    local card = C.maybe_card(ctx,
      "Trulite Of Force: discard a card so the active player gains 1 aether for a spell or a breach?",
      ctx:hand(ally), ally)
    if not card then return end
    ctx:discard(card)
    ctx:gain_aether(1, "spell|breach")
  end,
}
