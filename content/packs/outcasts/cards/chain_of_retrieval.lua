-- outcasts.relic.chain_of_retrieval: focus an ally's breach, or return a card costing 6 or less from your
-- discard pile to your hand.
local C = ae.require("outcasts/lib/common")

local function closed_breaches(ctx, p)
  local out = {}
  for _, b in ipairs(ctx:breaches(p)) do
    if b.status == "closed" then out[#out + 1] = b.number end
  end
  return out
end

return {
  play = function(ctx)
    local you = ctx:you()
    local back = C.filter(ctx, ctx:discard_pile(you), function(c) return c.cost <= 6 end)
    local can_focus = false
    for _, a in ipairs(C.allies(ctx)) do
      if #closed_breaches(ctx, a) > 0 then can_focus = true end
    end
    local answer = ctx:choose_option{prompt = "Chain of Retrieval: choose one", options = {
      {id = "focus", text = "Focus a breach of an ally", enabled = can_focus, reason = "no ally has a closed breach"},
      {id = "return", text = "Return a card costing 6 or less from your discard pile to your hand",
       enabled = #back > 0, reason = "no such card in your discard pile"},
    }}
    if answer == "focus" then
      local options = {}
      for _, a in ipairs(C.allies(ctx)) do
        for _, n in ipairs(closed_breaches(ctx, a)) do
          options[#options + 1] = {id = a .. ":" .. n, text = "Player " .. a .. "'s breach " .. n}
        end
      end
      local pick = ctx:choose_option{prompt = "Chain of Retrieval: focus which breach?", options = options}
      local a, n = string.match(pick, "^(%d+):(%d+)$")
      ctx:focus(math.tointeger(tonumber(a)), math.tointeger(tonumber(n)))
    elseif answer == "return" then
      local card = ctx:choose_cards{prompt = "Chain of Retrieval: return which card?", cards = back}[1]
      ctx:move(card, you, "hand")
    end
  end,
}
