-- outcasts.curse.cursed_shackles (our own effect): discard a card from your hand; you may spend 3 aether
-- to destroy it.
local C = ae.require("outcasts/lib/common")

return {
  play = function(ctx)
    local hand = ctx:hand(ctx:you())
    if #hand > 0 then
      ctx:discard(ctx:choose_cards{prompt = "Cursed Shackles: discard a card", cards = hand}[1])
    end
    if ctx:aether() >= 3 and C.yes(ctx, "Cursed Shackles: spend 3 aether to destroy it?", "Spend 3 aether") then
      ctx:spend_aether(3)
      ctx:destroy(ctx:this_card())
    end
  end,
}
