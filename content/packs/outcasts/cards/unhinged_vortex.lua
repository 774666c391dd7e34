-- outcasts.relic.unhinged_vortex: an ally draws 3 and discards 1; or focus an ally's breach and an ally
-- takes a card back from their discard pile.
local C = ae.require("outcasts/lib/common")

local NUMERAL = {"I", "II", "III", "IV"}

local function focus_an_allys_breach(ctx)
  local options, targets = {}, {}
  for _, p in ipairs(C.allies(ctx)) do
    for n, b in ipairs(ctx:breaches(p)) do
      if b.status == "closed" then
        local id = "p" .. p .. "b" .. n
        options[#options + 1] = {id = id, text = "Breach " .. NUMERAL[n] .. " of player " .. p}
        targets[id] = {p, n}
      end
    end
  end
  if #options == 0 then return end
  options[#options + 1] = {id = "none", text = "Focus nothing"}
  local pick = ctx:choose_option{prompt = "Unhinged Vortex: focus which breach?", options = options}
  if pick ~= "none" then ctx:focus(targets[pick][1], targets[pick][2]) end
end

return {
  play = function(ctx)
    local answer = ctx:choose_option{prompt = "Unhinged Vortex: choose one", options = {
      {id = "draw", text = "An ally draws three cards, then discards a card"},
      {id = "focus", text = "Focus an ally's breach; an ally takes a card back from their discard pile"},
    }}
    if answer == "draw" then
      local ally = C.choose_ally(ctx, "Unhinged Vortex: which ally draws three?")
      ctx:draw(ally, 3)
      local hand = ctx:hand(ally)
      if #hand > 0 then
        ctx:discard(ctx:choose_cards{prompt = "Unhinged Vortex: discard a card", cards = hand, who = ally}[1])
      end
      return
    end
    focus_an_allys_breach(ctx)
    local ally = C.choose_ally(ctx, "Unhinged Vortex: which ally may take a card back?")
    local back = C.maybe_card(ctx, "Unhinged Vortex: return a card from your discard pile to your hand?",
                              ctx:discard_pile(ally), ally)
    if back then ctx:move(back, ally, "hand") end
  end,
}
