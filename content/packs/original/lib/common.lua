-- Shared helpers for the original pack's nemeses. Load with ae.require("original/lib/common").
local C = {}

-- The player with the most life; ties are the players' choice (the rules let the players decide ties).
function C.most_life(ctx, prompt)
  local best, top = {}, -1
  for _, p in ipairs(ctx:players()) do
    local life = ctx:life(p)
    if life > top then
      best, top = {p}, life
    elseif life == top then
      best[#best + 1] = p
    end
  end
  if #best == 1 then return best[1] end
  return ctx:choose_player{prompt = prompt or "Who suffers the damage (tied for most life)?", players = best}
end

-- A TO DISCARD cost of `n` aether: the query that says whether it can be paid, and the payment.
function C.aether_cost(n)
  return function(q) return q:aether() >= n end, function(ctx) ctx:spend_aether(n) end
end

-- Whether a minion made from the card `id` is in play.
function C.minion_in_play(ctx, id)
  for _, m in ipairs(ctx:minions()) do
    if ctx:card(ctx:minion_card(m)).id == id then return true end
  end
  return false
end

return C
