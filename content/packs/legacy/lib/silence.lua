-- Silence (docs/decisions.md): the chosen minion's next Persistent effect does not happen. Load with
-- ae.require("legacy/lib/silence").
local S = {}

-- The acting player silences a minion of their choice; false when no minion is in play.
function S.silence_a_minion(ctx, prompt)
  local minions = ctx:minions()
  if #minions == 0 then return false end
  local options = {}
  for i, m in ipairs(minions) do
    options[#options + 1] = {id = tostring(i), text = ctx:card(ctx:minion_card(m)).name .. " (" ..
                             ctx:minion_life(m) .. " life)"}
  end
  local pick = math.tointeger(tonumber(ctx:choose_option{prompt = prompt, options = options}))
  ctx:silence(minions[pick])
  return true
end

return S
