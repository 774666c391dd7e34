-- Shared helpers for the legacy pack: choosing players the way the rules word it. Load with
-- ae.require("legacy/lib/common").
local C = {}

-- An ally is another player; alone, you are your own ally.
function C.choose_ally(ctx, prompt)
  local you, others = ctx:you(), {}
  for _, p in ipairs(ctx:players()) do
    if p ~= you then others[#others + 1] = p end
  end
  if #others == 0 then return you end
  return ctx:choose_player{prompt = prompt, players = others}
end

-- "Any player": the players pick one together (or the acting player, in a player effect).
function C.any_player(ctx, prompt)
  return ctx:choose_player{prompt = prompt}
end

-- The players with the best value of f(p) (better(a, b) says a beats b); ties are the players' choice.
-- Exhausted players are skipped when `awake` is set. Returns nil when nobody qualifies.
local function best(ctx, prompt, f, better, awake)
  local top, tied = nil, {}
  for _, p in ipairs(ctx:players()) do
    if not (awake and ctx:exhausted(p)) then
      local v = f(p)
      if top == nil or better(v, top) then
        top, tied = v, {p}
      elseif v == top then
        tied[#tied + 1] = p
      end
    end
  end
  if top == nil then return nil end
  if #tied == 1 then return tied[1] end
  return ctx:choose_player{prompt = prompt, players = tied}
end

function C.most(ctx, prompt, f)
  return best(ctx, prompt, f, function(a, b) return a > b end, false)
end

function C.lowest_life(ctx, prompt)
  local life = function(p) return ctx:life(p) end
  local lower = function(a, b) return a < b end
  -- A true-solo mage always counts as the lowest, even exhausted (rules/legacy.md §14.1 #7, the German
  -- printing): with nobody standing, every player is a candidate again.
  return best(ctx, prompt, life, lower, true) or best(ctx, prompt, life, lower, false)
end

function C.open_breaches(ctx, p)
  local n = 0
  for _, b in ipairs(ctx:breaches(p)) do
    if b.status == "open" then n = n + 1 end
  end
  return n
end

local NUMERAL = {"I", "II", "III", "IV"}

-- Focus a closed breach of any player (the acting player picks); false when no breach is closed.
function C.focus_any_breach(ctx, prompt)
  local options, targets = {}, {}
  for _, p in ipairs(ctx:players()) do
    for n, b in ipairs(ctx:breaches(p)) do
      if b.status == "closed" then
        local id = "p" .. p .. ":" .. n
        options[#options + 1] = {id = id, text = "Breach " .. NUMERAL[n] .. " of player " .. p}
        targets[id] = {p, n}
      end
    end
  end
  if #options == 0 then return false end
  local which = ctx:choose_option{prompt = prompt, options = options}
  ctx:focus(targets[which][1], targets[which][2])
  return true
end

-- The acting player's own prepped spells other than `except`.
function C.other_prepped(ctx, except)
  local n = 0
  for _, c in ipairs(ctx:prepped_spells(ctx:you())) do
    if c ~= except then n = n + 1 end
  end
  return n
end

-- This card as a Minion handle while it is in play, else nil.
function C.this_minion(ctx)
  local me = ctx:this_card()
  for _, m in ipairs(ctx:minions()) do
    if ctx:minion_card(m) == me then return m end
  end
  return nil
end

-- A TO DISCARD cost of `n` aether: the query and the payment.
function C.aether_cost(n)
  return function(q) return q:aether() >= n end, function(ctx) ctx:spend_aether(n) end
end

-- A player (the players pick) discards `n` cards from hand; returns the discarded cards.
function C.discard_from_hand(ctx, p, n, prompt)
  local hand = ctx:hand(p)
  if #hand == 0 then return {} end
  local k = math.min(n, #hand)
  local picked = ctx:choose_cards{prompt = prompt, who = p, cards = hand, min = k, max = k}
  for _, c in ipairs(picked) do ctx:discard(c) end
  return picked
end

return C
