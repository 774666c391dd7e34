-- outcasts.gem.power_shard (Trulite Of Force, Ilya): 1 aether; an ally may discard a card from hand for 1
-- more aether, only for a spell or for focusing or opening a breach.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    local ally = C.choose_ally(ctx, "Trulite Of Force: which ally may discard a card?")
    local card = C.maybe_card(ctx,
      "Trulite Of Force: discard a card so the active player gains 1 aether for a spell or a breach?",
      ctx:hand(ally), ally)
    if not card then return end
    ctx:discard(card)
    ctx:gain_aether(1, "spell|breach")
  end,
}
