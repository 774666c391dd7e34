-- outcasts.relic.unhinged_vortex: an ally draws 3 and discards 1; or focus an ally's breach and an ally
-- takes a card back from their discard pile.
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

local NUMERAL = {"I", "II", "III", "IV"}

local function allies_with_closed_breach(ctx)
  return R.allies_who(ctx, function(p)
    for _, b in ipairs(ctx:breaches(p)) do
      if b.status == "closed" then return true end
    end
    return false
  end)
end

local function allies_with_discards(ctx)
  return R.allies_who(ctx, function(p) return #ctx:discard_pile(p) > 0 end)
end

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
    -- The second branch can change nothing when no ally has a closed breach or a discarded card: then it is
    -- refused, and only allies with a discarded card are offered to take one back (the OR rule,
    -- base/lib/or_rule.lua).
    local can_focus = #allies_with_closed_breach(ctx) > 0 or #allies_with_discards(ctx) > 0
    local answer = ctx:choose_option{prompt = "Unhinged Vortex: choose one", options = {
      {id = "draw", text = "An ally draws three cards, then discards a card"},
      {id = "focus", text = "Focus an ally's breach; an ally takes a card back from their discard pile",
       enabled = can_focus, reason = "no ally has a closed breach or a card in their discard pile"},
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
    local ally = R.choose(ctx, "Unhinged Vortex: which ally may take a card back?", allies_with_discards(ctx))
    if ally == nil then return end
    local back = C.maybe_card(ctx, "Unhinged Vortex: return a card from your discard pile to your hand?",
                              ctx:discard_pile(ally), ally)
    if back then ctx:move(back, ally, "hand") end
  end,
}
