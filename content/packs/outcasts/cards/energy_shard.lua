-- outcasts.gem.energy_shard (Trulite Of Energy, Kel): 1 aether; an ally may discard a card from hand for
-- 1 more aether, only for a gem or relic.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    local ally = C.choose_ally(ctx, "Trulite Of Energy: which ally may discard a card?")
    local card = C.maybe_card(ctx, "Trulite Of Energy: discard a card so the active player gains 1 aether for a gem or relic?",
                              ctx:hand(ally), ally)
    if not card then return end
    ctx:discard(card)
    ctx:gain_aether(1, "gem|relic")
  end,
}
