-- legacy.relic.voltaic_relay: any player gains 3 pulse; that player may lose 1 pulse to destroy a card in
-- their hand.
local P = ae.require("legacy/lib/pulse")
local C = ae.require("legacy/lib/common")

return {
  play = function(ctx)
    local p = C.any_player(ctx, "Voltaic Relay: who gains 3 pulse?")
    P.gain(ctx, p, 3)
    if #ctx:hand(p) == 0 then return end
    if P.may_lose(ctx, p, 1, "Voltaic Relay: lose 1 pulse to destroy a card in your hand?",
                  "Lose 1 pulse and destroy a card") then
      local picked = ctx:choose_cards{prompt = "Voltaic Relay: destroy which card?", who = p, cards = ctx:hand(p)}
      for _, c in ipairs(picked) do ctx:destroy(c) end
    end
  end,
}
