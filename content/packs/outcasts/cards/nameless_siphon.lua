-- outcasts.gem.nameless_siphon (Thraxir): 1 aether, or an ally may discard a card from hand so that you
-- focus one of your closed breaches.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    local you = ctx:you()
    local closed = {}
    for _, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then closed[#closed + 1] = {id = tostring(b.number), text = "Breach " .. b.number} end
    end
    -- The focus needs an ally with a card to discard; only they are offered (the OR rule, base/lib/or_rule.lua).
    local holders = R.allies_who(ctx, function(p) return #ctx:hand(p) > 0 end)
    local answer = ctx:choose_option{prompt = "Nameless Siphon: choose one", options = {
      {id = "aether", text = "Gain 1 aether"},
      {id = "focus", text = "An ally may discard a card so you focus a breach", enabled = #closed > 0 and #holders > 0,
       reason = #closed == 0 and "you have no closed breach" or "no ally has a card in hand"},
    }}
    if answer ~= "focus" then
      ctx:gain_aether(1)
      return
    end
    local ally = R.choose(ctx, "Nameless Siphon: which ally may discard a card?", holders)
    local card = C.maybe_card(ctx, "Nameless Siphon: discard a card so the active player focuses a breach?",
                              ctx:hand(ally), ally)
    if not card then return end
    ctx:discard(card)
    local n = ctx:choose_option{prompt = "Nameless Siphon: focus which breach?", options = closed, who = you}
    ctx:focus(you, math.tointeger(tonumber(n)))
  end,
}
