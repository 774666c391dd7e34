-- Shared helpers for the outcasts pack. Load with ae.require("outcasts/lib/common").
local R = ae.require("base/lib/or_rule")
local C = {}

-- Your allies (everyone but you); alone, you are your own ally.
function C.allies(ctx)
  local you, others = ctx:you(), {}
  for _, p in ipairs(ctx:players()) do
    if p ~= you then others[#others + 1] = p end
  end
  if #others == 0 then return {you} end
  return others
end

function C.choose_ally(ctx, prompt)
  return ctx:choose_player{prompt = prompt, players = C.allies(ctx)}
end

-- "Any player" in a nemesis effect: the group picks, unless Marked For Death names a player who is not
-- exhausted (rules/outcasts.md §12.4: that player must take it if possible).
function C.any_player(ctx, prompt)
  local marked = ctx.storage.outcasts_marked
  if marked and not ctx:exhausted(marked) then return marked end
  return ctx:choose_player{prompt = prompt}
end

-- "Any player" for an effect some players can take more fully than others (discard 2, destroy 3): the group
-- picks among the players who can take the most of it, `amount(p)` being how much p can take (the OR rule's
-- "resolve as much as possible", base/lib/or_rule.lua fullest; rules/outcasts.md: "any player destroys 5
-- cards" falls on the player with the most cards). Marked For Death still comes first, as in any_player.
function C.any_player_fullest(ctx, prompt, amount, among)
  local marked = ctx.storage.outcasts_marked
  if marked and not ctx:exhausted(marked) then
    for _, p in ipairs(among or ctx:players()) do
      if p == marked then return marked end
    end
  end
  return ctx:choose_player{prompt = prompt, players = R.fullest(ctx, amount, among)}
end

-- The players with the highest f(p); the group picks among ties.
function C.most(ctx, prompt, f)
  local best, tied = nil, {}
  for _, p in ipairs(ctx:players()) do
    local v = f(p)
    if best == nil or v > best then
      best, tied = v, {p}
    elseif v == best then
      tied[#tied + 1] = p
    end
  end
  return ctx:choose_player{prompt = prompt, players = tied}, best
end

function C.open_breaches(ctx, p)
  local n = 0
  for _, b in ipairs(ctx:breaches(p)) do
    if b.status == "open" then n = n + 1 end
  end
  return n
end

-- Your closed breach with the lowest focus cost (the lowest number on ties), or nil.
function C.cheapest_closed(ctx, p)
  local best
  for _, b in ipairs(ctx:breaches(p)) do
    if b.status == "closed" and (best == nil or b.focus_cost < best.focus_cost) then best = b end
  end
  return best and best.number or nil
end

-- Lets `who` pick a supply pile whose card passes `ok(pile)`; returns the card id or nil.
function C.choose_pile(ctx, prompt, ok, who)
  local options = {}
  for _, pile in ipairs(ctx:supply()) do
    if pile.count > 0 and ok(pile) then
      options[#options + 1] = {id = pile.card, text = pile.name .. " (" .. pile.cost .. ")"}
    end
  end
  if #options == 0 then return nil end
  options[#options + 1] = {id = "none", text = "Gain nothing"}
  local pick = ctx:choose_option{prompt = prompt, options = options, who = who}
  if pick == "none" then return nil end
  return pick
end

-- A yes/no question for `who` (default: you).
function C.yes(ctx, prompt, yes_text, who)
  return ctx:choose_option{prompt = prompt, who = who,
                           options = {{id = "yes", text = yes_text}, {id = "no", text = "Do not"}}} == "yes"
end

-- Up to one card from `cards`, picked by `who`; nil when none is picked or there is none.
function C.maybe_card(ctx, prompt, cards, who)
  if #cards == 0 then return nil end
  local picked = ctx:choose_cards{prompt = prompt, cards = cards, min = 0, max = 1, who = who}
  return picked[1]
end

-- Cards of `cards` passing f(card info).
function C.filter(ctx, cards, f)
  local out = {}
  for _, c in ipairs(cards) do
    if f(ctx:card(c)) then out[#out + 1] = c end
  end
  return out
end

-- The `n` most expensive of `cards` (all of them when there are no more than `n`); `who` picks among
-- cards tied at the cut. `cost(card)` defaults to the printed cost.
function C.most_expensive(ctx, cards, n, who, prompt)
  if #cards <= n then return cards end
  local costs = {}
  for i, c in ipairs(cards) do costs[i] = ctx:card(c).cost end
  table.sort(costs, function(a, b) return a > b end)
  local cut = costs[n]
  local above, at = {}, {}
  for _, c in ipairs(cards) do
    local cost = ctx:card(c).cost
    if cost > cut then above[#above + 1] = c elseif cost == cut then at[#at + 1] = c end
  end
  local need = n - #above
  if need > 0 and need < #at then
    at = ctx:choose_cards{prompt = prompt .. " (which of those costing " .. cut .. "?)", cards = at, min = need,
                          max = need, who = who}
  end
  for i = 1, need do above[#above + 1] = at[i] end
  return above
end

-- Every prepped spell of every player, with its owner: {{spell = card, player = p}, ...}.
function C.all_prepped(ctx)
  local out = {}
  for _, p in ipairs(ctx:players()) do
    for _, s in ipairs(ctx:prepped_spells(p)) do out[#out + 1] = {spell = s, player = p} end
  end
  return out
end

-- The players' pick of the most expensive prepped spell of all (ties: the group picks); nil when none.
function C.priciest_prepped(ctx, prompt)
  local spells = {}
  for _, e in ipairs(C.all_prepped(ctx)) do spells[#spells + 1] = e.spell end
  if #spells == 0 then return nil end
  return C.most_expensive(ctx, spells, 1, "players", prompt)[1]
end

return C
