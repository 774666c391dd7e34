-- Shared helpers for the turn order deck's labels ("p1".."p4", "wild", "nemesis"), as returned by
-- ctx:turn_order_reveal and ctx:turn_order_discard. Load with ae.require("base/lib/turn_order").
local T = {}

-- A player card: a numbered one or the wild card (rules/base.md §2.7: the wild card counts as a player
-- turn order card).
function T.is_player_card(label)
  return label ~= "nemesis"
end

-- The player number on a numbered card, or nil (wild, nemesis).
function T.player_of(label)
  local n = string.match(label, "^p(%d)$")
  if n then return math.tointeger(tonumber(n)) end
  return nil
end

function T.describe(label)
  if label == "nemesis" then return "a nemesis card" end
  if label == "wild" then return "the wild player card" end
  local p = T.player_of(label)
  if p then return "player " .. p .. "'s card" end
  return label
end

-- "p1, nemesis, wild" for a list of labels.
function T.list(labels)
  return table.concat(labels, ", ")
end

return T
