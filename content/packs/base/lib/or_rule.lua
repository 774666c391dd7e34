-- The OR rule (rules/base.md §9 "OR", §6.6, §13.8; gravehold issue #16 §1.3): an option or a target that
-- cannot change anything is not offered, so nobody pays for nothing; when nothing at all is possible,
-- nothing is asked. Every pack requires base, so any pack may load this with ae.require("base/lib/or_rule").
local R = {}

-- Whether p (a player, or "gravehold" for what the players protect) would gain any life: never above the
-- starting life, and exhausted players gain none (rules/base.md §7.3).
function R.can_gain_life(ctx, p)
  if p == "gravehold" then return ctx:gravehold_life() < ctx:gravehold_max() end
  return not ctx:exhausted(p) and ctx:life(p) < ctx:max_life(p)
end

-- Whether p would gain a charge: never above the slot count (§13.13), and an exhausted player is never a
-- target for charges (issue #16 §1.3, Brink Siphon).
function R.can_gain_charge(ctx, p)
  return not ctx:exhausted(p) and ctx:charges(p) < ctx:max_charges(p)
end

-- The players of `list` (default: every player) for whom ok(p) holds, in their order.
function R.players_who(ctx, ok, list)
  local out = {}
  for _, p in ipairs(list or ctx:players()) do
    if ok(p) then out[#out + 1] = p end
  end
  return out
end

-- Your allies (everyone else); alone, you are your own ally (rules/base.md §9 "Ally").
function R.allies(ctx)
  local you, out = ctx:you(), {}
  for _, p in ipairs(ctx:players()) do
    if p ~= you then out[#out + 1] = p end
  end
  if #out == 0 then out = {you} end
  return out
end

-- Your allies for whom ok(p) holds.
function R.allies_who(ctx, ok)
  return R.players_who(ctx, ok, R.allies(ctx))
end

-- Asks for one of `players`: nil, and no question, when there is none (nothing can change).
function R.choose(ctx, prompt, players, who)
  if #players == 0 then return nil end
  return ctx:choose_player{prompt = prompt, players = players, who = who}
end

-- An effect some players can take more fully than others ("any player destroys 5 cards"): the players who
-- can take the most of it, `amount(p)` being how much of it p can take, capped at what the card asks.
-- rules/legacy.md §13.3 and rules/outcasts.md: with nobody able to take it all, it falls on whoever can take
-- the most. Returns those players and that amount.
function R.fullest(ctx, amount, list)
  local best, tied = nil, {}
  for _, p in ipairs(list or ctx:players()) do
    local v = amount(p)
    if best == nil or v > best then
      best, tied = v, {p}
    elseif v == best then
      tied[#tied + 1] = p
    end
  end
  return tied, best or 0
end

-- How many of p's hand cards pass ok(card info) (all of them without ok), capped at n.
function R.hand_count(ctx, p, n, ok)
  local k = 0
  for _, c in ipairs(ctx:hand(p)) do
    if ok == nil or ok(ctx:card(c)) then k = k + 1 end
  end
  return math.min(k, n)
end

return R
