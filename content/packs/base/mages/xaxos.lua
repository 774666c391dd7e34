-- base.mage.xaxos: Metaphysical Link - allies share 4 charges, handed out one at a time by you; then you
-- look at the whole turn order deck and put it back in any order (one card at a time, from the top).
local turn_order = ae.require("base/lib/turn_order")

local function share_charges(ctx)
  local you = ctx:you()
  for _ = 1, 4 do
    local open = {}
    for _, p in ipairs(ctx:players()) do
      if (p ~= you or #ctx:players() == 1) and ctx:charges(p) < ctx:max_charges(p) then open[#open + 1] = p end
    end
    if #open == 0 then return end
    ctx:gain_charge(ctx:choose_player{prompt = "Metaphysical Link: who gains a charge?", players = open}, 1)
  end
end

-- An empty deck has nothing to look at (it is not reshuffled: no card is drawn, docs/decisions.md D4).
-- Cards with the same label are alike, so each question offers each label once.
local function restack(ctx)
  local n = ctx:turn_order_deck_size()
  if n == 0 then return end
  local deck = ctx:turn_order_reveal(n)
  local used, order = {}, {}
  for pos = 1, #deck do
    local options, first = {}, {}
    for i, label in ipairs(deck) do
      if not used[i] and first[label] == nil then
        first[label] = i
        options[#options + 1] = {id = label, text = turn_order.describe(label)}
      end
    end
    local pick = options[1].id
    if #options > 1 then
      pick = ctx:choose_option{
        prompt = "Metaphysical Link: the turn order deck is " .. turn_order.list(deck) ..
                 " (top first). Which card goes " .. (pos == 1 and "on top" or "in position " .. pos) .. "?",
        options = options,
      }
    end
    used[first[pick]] = true
    order[#order + 1] = first[pick]
  end
  ctx:turn_order_arrange(order)
end

return {
  ability = function(ctx)
    share_charges(ctx)
    restack(ctx)
  end,
}
