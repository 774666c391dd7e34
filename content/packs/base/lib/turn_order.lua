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

-- Look at the whole turn order deck and put it back in any order, one position at a time from the top
-- (`source` names the card in the prompts: Metaphysical Link, Dizzying Burst). An empty deck has nothing
-- to look at (it is not reshuffled: no card is drawn, docs/decisions.md D4). Cards with the same label
-- are alike, so each question offers each label once.
function T.restack(ctx, source)
  local n = ctx:turn_order_deck_size()
  if n == 0 then return end
  local deck = ctx:turn_order_reveal(n)
  local used, order = {}, {}
  for pos = 1, #deck do
    local options, first = {}, {}
    for i, label in ipairs(deck) do
      if not used[i] and first[label] == nil then
        first[label] = i
        options[#options + 1] = {id = label, text = T.describe(label)}
      end
    end
    local pick = options[1].id
    if #options > 1 then
      pick = ctx:choose_option{
        prompt = source .. ": the turn order deck is " .. T.list(deck) ..
                 " (top first). Which card goes " .. (pos == 1 and "on top" or "in position " .. pos) .. "?",
        options = options,
      }
    end
    used[first[pick]] = true
    order[#order + 1] = first[pick]
  end
  ctx:turn_order_arrange(order)
end

return T
