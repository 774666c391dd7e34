-- Who a base nemesis card hits, worked out the same way for every nemesis (../shared/nemeses-base.md §0.1):
-- "the lowest-life player" skips exhausted players unless nobody else is left; ties are the group's choice.
-- Load with ae.require("base/lib/nemesis_targets").
local T = {}

-- The players for whom `better(a, b)` finds no one better, among those still standing (all of them when
-- everyone is exhausted: an exhausted player's damage still reaches Gravehold).
local function best_players(ctx, value, higher)
  local standing = {}
  for _, p in ipairs(ctx:players()) do
    if not ctx:exhausted(p) then standing[#standing + 1] = p end
  end
  if #standing == 0 then standing = ctx:players() end
  local best, tied = nil, {}
  for _, p in ipairs(standing) do
    local v = value(p)
    if best == nil or (higher and v > best) or (not higher and v < best) then
      best, tied = v, {p}
    elseif v == best then
      tied[#tied + 1] = p
    end
  end
  return tied
end

local function pick(ctx, tied, prompt)
  if #tied == 1 then return tied[1] end
  return ctx:choose_player{prompt = prompt, players = tied, who = "players"}
end

function T.lowest_life(ctx, prompt)
  return pick(ctx, best_players(ctx, function(p) return ctx:life(p) end, false), prompt)
end

function T.most_life(ctx, prompt)
  return pick(ctx, best_players(ctx, function(p) return ctx:life(p) end, true), prompt)
end

-- The player with the most opened breaches (Frenzy).
function T.most_open_breaches(ctx, prompt)
  local function opened(p)
    local n = 0
    for _, b in ipairs(ctx:breaches(p)) do
      if b.status == "open" then n = n + 1 end
    end
    return n
  end
  return pick(ctx, best_players(ctx, opened, true), prompt)
end

-- A player the group picks ("any player").
function T.any(ctx, prompt)
  return ctx:choose_player{prompt = prompt, who = "players"}
end

-- The `n` most expensive spells prepped among all players. Where a cost ties at the cut, the group chooses
-- which of the tied spells are taken. Fewer than `n` when fewer are prepped.
function T.most_expensive_prepped(ctx, n, prompt)
  local spells = ctx:prepped_spells()
  local cost = {}
  for _, s in ipairs(spells) do cost[s] = ctx:card(s).cost end
  local taken = {}
  while #taken < n and #spells > 0 do
    local top = -1
    for _, s in ipairs(spells) do
      if cost[s] > top then top = cost[s] end
    end
    local tied, rest = {}, {}
    for _, s in ipairs(spells) do
      if cost[s] == top then tied[#tied + 1] = s else rest[#rest + 1] = s end
    end
    local want = n - #taken
    if #tied <= want then
      for _, s in ipairs(tied) do taken[#taken + 1] = s end
    else
      local picked = ctx:choose_cards{prompt = prompt, cards = tied, min = want, max = want, who = "players"}
      for _, s in ipairs(picked) do taken[#taken + 1] = s end
    end
    spells = rest
  end
  return taken
end

-- How many "nemesis" cards lie in the turn order discard pile: 2 means this is the nemesis's second turn of
-- the round (the card that started the turn is already there, §0.4 of the facts).
function T.nemesis_cards_in_turn_order_discard(ctx)
  local n = 0
  for _, label in ipairs(ctx:turn_order_discard()) do
    if label == "nemesis" then n = n + 1 end
  end
  return n
end

return T
