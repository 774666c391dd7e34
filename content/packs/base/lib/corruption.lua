-- Crooked Mask's corruptions (../shared/nemeses-base.md §2): handing them out and taking them back. Used by
-- the Mask's module and by every corruption's own module. Load with ae.require("base/lib/corruption").
local C = {}

-- The nemesis's card deck (nemesis.yaml `card_decks`) that holds the corruptions nobody has.
C.DECK = "corruption"

function C.is_corruption(ctx, card)
  return ctx:card(card).type == "corruption"
end

-- Player p's corruptions in hand, in hand order.
function C.in_hand(ctx, p)
  local out = {}
  for _, c in ipairs(ctx:hand(p)) do
    if C.is_corruption(ctx, c) then out[#out + 1] = c end
  end
  return out
end

-- Player p's other cards in hand: what "discard / destroy a non-corruption card" may take.
function C.others_in_hand(ctx, p)
  local out = {}
  for _, c in ipairs(ctx:hand(p)) do
    if not C.is_corruption(ctx, c) then out[#out + 1] = c end
  end
  return out
end

-- Player p gains the top corruption (where: "discard", "hand" or "deck_top"). The Mask's rule: when the deck
-- is empty, Gravehold suffers 2 instead, once per corruption that could not be gained. The card, or nil.
function C.gain(ctx, p, where)
  local card = ctx:hand_out(C.DECK, p, where or "discard")
  if card == nil then
    ctx:log("The corruption deck is empty: Gravehold suffers 2 damage instead")
    ctx:damage_gravehold(2)
  end
  return card
end

function C.gain_many(ctx, p, n, where)
  for _ = 1, n do C.gain(ctx, p, where) end
end

-- A corruption is destroyed (each one's last step, or an effect that destroys one). Beginner and normal: it
-- goes under the corruption deck. Increased Difficulty (expert, extinction): player p, who destroyed it,
-- chooses: into any player's discard pile, or lose 1 charge to put it under the deck after all.
function C.destroy(ctx, card, p)
  local level = ctx:difficulty()
  if level ~= "expert" and level ~= "extinction" then
    ctx:to_card_deck(card, C.DECK)
    return
  end
  local name = ctx:card(card).name
  local pick = ctx:choose_option{prompt = name .. " is destroyed: where does it go?", who = p, options = {
    {id = "discard", text = "Into the discard pile of a player you choose"},
    {id = "deck", text = "Lose 1 charge to put it under the corruption deck",
     enabled = ctx:charges(p) >= 1, reason = "you have no charge to lose"},
  }}
  if pick == "deck" then
    ctx:lose_charges(p, 1)
    ctx:to_card_deck(card, C.DECK)
  else
    local q = ctx:choose_player{prompt = name .. ": into whose discard pile?", who = p}
    ctx:move(card, q, "discard")
  end
end

-- `n` of `cards` chosen by `who`; when every card has to go there is nothing to choose, so nobody is asked.
function C.pick(ctx, cards, n, prompt, who)
  if n >= #cards then return cards end
  return ctx:choose_cards{prompt = prompt, cards = cards, min = n, max = n, who = who}
end

-- The supply piles of one type (or of any type when `kind` is nil) that still hold a card costing at most
-- `max_cost` (no limit when nil), as choose_option options named by the card id.
function C.pile_options(ctx, kind, max_cost)
  local out = {}
  for _, pile in ipairs(ctx:supply()) do
    if pile.count > 0 and (kind == nil or pile.type == kind) and (max_cost == nil or pile.cost <= max_cost) then
      out[#out + 1] = {id = pile.card, text = pile.name .. " (cost " .. pile.cost .. ")", cost = pile.cost}
    end
  end
  return out
end

return C
