-- Pulse tokens (decision D-pulse in docs/decisions.md): our sources never define them, so they are a
-- per-player count kept in the battle's script storage (ctx.storage.pulse["p<n>"]), shared by every pulse card
-- and saved with the battle. Load with ae.require("legacy/lib/pulse").
local P = {}

local function counts(ctx)
  local t = ctx.storage.pulse
  if t == nil then
    t = {}
    ctx.storage.pulse = t
  end
  return t
end

-- String keys ("p1") keep the saved form a plain JSON object.
local function key(p) return "p" .. p end

function P.count(ctx, p)
  return counts(ctx)[key(p)] or 0
end

function P.gain(ctx, p, n)
  local t, k = counts(ctx), key(p)
  t[k] = (t[k] or 0) + n
  ctx:log("Player " .. p .. " gains " .. n .. " pulse (now " .. t[k] .. ")")
end

-- Loses n pulse if p has them; false (and nothing lost) otherwise.
function P.lose(ctx, p, n)
  local t, k = counts(ctx), key(p)
  if (t[k] or 0) < n then return false end
  t[k] = t[k] - n
  ctx:log("Player " .. p .. " loses " .. n .. " pulse (now " .. t[k] .. ")")
  return true
end

-- Asks player p how many pulse (0..max, capped by what p has) to lose, and loses them. Returns the number.
function P.lose_any(ctx, p, max, prompt)
  local have = P.count(ctx, p)
  if max ~= nil and max < have then have = max end
  if have == 0 then return 0 end
  local options = {}
  for n = 0, have do options[#options + 1] = {id = tostring(n), text = "Lose " .. n .. " pulse"} end
  local n = tonumber(ctx:choose_option{prompt = prompt, options = options, who = p})
  P.lose(ctx, p, n)
  return n
end

-- Asks player p whether to lose n pulse for an effect; true when lost.
function P.may_lose(ctx, p, n, prompt, text)
  if P.count(ctx, p) < n then return false end
  local answer = ctx:choose_option{prompt = prompt, who = p,
                                   options = {{id = "yes", text = text}, {id = "no", text = "Keep the pulse"}}}
  return answer == "yes" and P.lose(ctx, p, n)
end

return P
