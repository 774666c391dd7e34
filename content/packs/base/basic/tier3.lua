-- Basic nemesis cards, tier 3. Choices the rules leave to "the players" (any player, ties) are group
-- decisions: a choice without `who` in a nemesis effect lets any player answer.
local R = ae.require("base/lib/or_rule")

-- The players with the highest f(p); the players pick among ties.
local function most(ctx, prompt, f)
  local best, tied = nil, {}
  for _, p in ipairs(ctx:players()) do
    local v = f(p)
    if best == nil or v > best then
      best, tied = v, {p}
    elseif v == best then
      tied[#tied + 1] = p
    end
  end
  return ctx:choose_player{prompt = prompt, players = tied}
end

-- The non-exhausted players with the lowest life (rules/base.md §7.4); the players pick among ties. With
-- nobody standing (a true-solo mage, who does not lose when exhausted under Legacy and Outcasts rules) that
-- player still counts as the lowest (rules/legacy.md §14.1 #7).
local function lowest_life(ctx, prompt)
  local best, tied = nil, {}
  local everyone_exhausted = true
  for _, p in ipairs(ctx:players()) do
    if not ctx:exhausted(p) then everyone_exhausted = false end
  end
  for _, p in ipairs(ctx:players()) do
    if everyone_exhausted or not ctx:exhausted(p) then
      local v = ctx:life(p)
      if best == nil or v < best then
        best, tied = v, {p}
      elseif v == best then
        tied[#tied + 1] = p
      end
    end
  end
  if best == nil then return nil end
  return ctx:choose_player{prompt = prompt, players = tied}
end

local function costly_prepped(ctx, p)
  local out = {}
  for _, c in ipairs(ctx:prepped_spells(p)) do
    if ctx:card(c).cost >= 3 then out[#out + 1] = c end
  end
  return out
end

local M = {cards = {}}

-- Gather Darkness: the discard pile goes onto the deck, the deck is shuffled, and its top four cards
-- are destroyed (drawn first, the only way a script reaches a deck's cards); then Unleash twice.
M.cards.gather_darkness = {
  effect = function(ctx)
    -- Only the players whose deck and discard pile can lose the most of the four are offered (the OR rule's
    -- "resolve as much as possible", base/lib/or_rule.lua fullest).
    local p = ctx:choose_player{prompt = "Gather Darkness: whose deck loses four cards?",
                                players = R.fullest(ctx, function(q)
                                  return math.min(4, ctx:deck_size(q) + #ctx:discard_pile(q))
                                end)}
    for _, c in ipairs(ctx:discard_pile(p)) do ctx:move(c, p, "deck_top") end
    ctx:shuffle_deck(p)
    local before = #ctx:hand(p)
    ctx:draw(p, 4)
    local hand = ctx:hand(p)
    for i = before + 1, #hand do ctx:destroy(hand[i]) end
    ctx:unleash(2)
  end,
}

M.cards.obliterate = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = most(ctx, "Obliterate: which of the players with the most open breaches?", function(q)
      local n = 0
      for _, b in ipairs(ctx:breaches(q)) do
        if b.status == "open" then n = n + 1 end
      end
      return n
    end)
    local hand = ctx:hand(p)
    local answer = ctx:choose_option{
      prompt = "Obliterate: choose one",
      who = p,
      options = {
        {id = "destroy", text = "Destroy four cards in your hand", enabled = #hand >= 4,
         reason = "fewer than four cards in hand"},
        {id = "damage", text = "Suffer 4 damage"},
      },
    }
    if answer == "destroy" then
      local picked = ctx:choose_cards{prompt = "Obliterate: destroy four cards", who = p, cards = hand, min = 4, max = 4}
      for _, c in ipairs(picked) do ctx:destroy(c) end
    else
      ctx:damage_player(p, 4)
    end
  end,
}

-- The players choose: Gravehold and the lowest-life player suffer 4 each, or every nemesis turn order
-- card in the turn order discard is shuffled back into the turn order deck (one at a time; each return
-- shuffles the deck).
M.cards.sunder = {
  effect = function(ctx)
    local nemesis_cards = 0
    for _, label in ipairs(ctx:turn_order_discard()) do
      if label == "nemesis" then nemesis_cards = nemesis_cards + 1 end
    end
    local answer = ctx:choose_option{
      prompt = "Sunder: choose one",
      options = {
        {id = "damage", text = "Gravehold suffers 4 damage and the player with the lowest life suffers 4"},
        {id = "shuffle", text = "Shuffle the nemesis turn order cards back into the turn order deck",
         enabled = nemesis_cards > 0, reason = "no nemesis turn order card is in the turn order discard"},
      },
    }
    if answer == "shuffle" then
      while ctx:turn_order_return("nemesis") do end
    else
      ctx:damage_gravehold(4)
      local p = lowest_life(ctx, "Sunder: which of the players with the lowest life?")
      if p then ctx:damage_player(p, 4) end
    end
  end,
}

M.cards.topple = {
  effect = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(4)
  end,
}

M.cards.jagged_one = {
  persistent = function(ctx)
    ctx:unleash(2)
  end,
}

M.cards.doom_aegis = {
  can_discard = function(ctx)
    return ctx:aether() >= 7
  end,
  to_discard = function(ctx)
    ctx:spend_aether(7)
  end,
  power = function(ctx)
    local p = most(ctx, "Doom Aegis: which of the players with the most charges?", function(q) return ctx:charges(q) end)
    ctx:damage_player(p, 4)
    ctx:lose_charges(p)
  end,
}

M.cards.reality_rupture = {
  can_discard = function(ctx)
    return #costly_prepped(ctx, ctx:you()) >= 2
  end,
  to_discard = function(ctx)
    local picked = ctx:choose_cards{prompt = "Reality Rupture: destroy two prepped spells that cost 3 or more",
                                    cards = costly_prepped(ctx, ctx:you()), min = 2, max = 2}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
  power = function(ctx)
    ctx:unleash(3)
  end,
}

return M
