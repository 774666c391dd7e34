-- base.rageborne (../shared/nemeses-base.md §3): Fury, a strike deck beside the nemesis deck, and its nine
-- deck cards. Rageborne strikes once at the end of a nemesis turn when it has 4 or more Fury, never at the
-- moment Fury rises (issue #16 §1.2), and whenever a card says so, whatever its Fury.

local common = ae.require("base/lib/nemesis_common")
local targets = ae.require("base/lib/nemesis_targets")

local FURY = "fury"
local STRIKE_AT = 4
local STRIKE_DECK = "strike"

local increased = common.increased_difficulty

-- A strike: a random strike card resolves and goes back into the strike deck (the deck never shrinks, so
-- each strike is any of the six, repeats possible), then Rageborne loses 3 Fury (1 on expert and above).
local function strike(ctx)
  ctx:shuffle_side_deck(STRIKE_DECK)
  local card = ctx:resolve_side_deck(STRIKE_DECK)
  if card ~= nil then
    for _, c in ipairs(ctx:nemesis_discard()) do
      if c == card then ctx:to_side_deck(card, STRIKE_DECK) end
    end
  end
  local cost = increased(ctx) and 1 or 3
  ctx:add_tokens(FURY, -math.min(cost, ctx:tokens(FURY)))
end

local N = {cards = {}}

function N.unleash(ctx)
  ctx:add_tokens(FURY, 1)
end

-- The one Fury check: at the end of each nemesis turn, once, however high the Fury is.
function N.when_turn_ended(ctx)
  if ctx:event().player ~= nil then return end
  if ctx:tokens(FURY) >= STRIKE_AT then strike(ctx) end
end

-- Deck cards.
N.cards.cleave = {
  effect = function(ctx)
    strike(ctx)
  end,
}

N.cards.provoker = {
  persistent = function(ctx)
    ctx:damage_gravehold(ctx:tokens(FURY))
  end,
}

N.cards.unrelenting_ire = {
  effect = function(ctx)
    ctx:unleash()
    if targets.nemesis_cards_in_turn_order_discard(ctx) >= 2 then ctx:unleash(2) end
  end,
}

N.cards.blood_cry = {
  can_discard = function(ctx)
    return ctx:charges(ctx:you()) >= 4
  end,
  to_discard = function(ctx)
    ctx:lose_charges(ctx:you(), 4)
  end,
  power = function(ctx)
    ctx:unleash(4)
  end,
}

N.cards.invoke_carnage = common.aether_to_discard(7, {
  power = function(ctx)
    ctx:unleash()
    -- The Fury is counted after this Unleash.
    local p = targets.any(ctx, "Invoke Carnage: which player suffers 1 damage plus Rageborne's Fury?")
    ctx:damage_player(p, 1 + ctx:tokens(FURY))
  end,
})

N.cards.scorn = {
  persistent = function(ctx)
    local pick = ctx:choose_option{prompt = "Scorn: what happens?", who = "players", options = {
      {id = "gravehold", text = "Gravehold suffers 3 damage"},
      {id = "unleash", text = "Unleash twice"},
    }}
    if pick == "unleash" then
      ctx:unleash(2)
    else
      ctx:damage_gravehold(3)
    end
  end,
}

N.cards.avatar_of_wrath = {
  persistent = function(ctx)
    strike(ctx)
  end,
}

N.cards.onslaught = {
  effect = function(ctx)
    ctx:unleash(3)
    -- The players share the discards as they like: one choice over every hand, as many cards as the Fury
    -- (counted after the Unleashes), or every card held when that is fewer.
    local held = {}
    for _, p in ipairs(ctx:players()) do
      for _, c in ipairs(ctx:hand(p)) do held[#held + 1] = c end
    end
    local n = math.min(ctx:tokens(FURY), #held)
    if n == 0 then return end
    local picked = ctx:choose_cards{prompt = "Onslaught: the players discard " .. n .. " cards from their hands",
                                    cards = held, min = n, max = n, who = "players"}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
}

N.cards.rolling_death = common.aether_to_discard(8, {
  power = function(ctx)
    strike(ctx)
    strike(ctx)
  end,
})

-- Strike cards (the side deck "strike"); each is resolved by strike() above.
N.cards.convoke = {
  effect = function(ctx)
    ctx:damage_player(targets.any(ctx, "Convoke: which player suffers 4 damage?"), 4)
  end,
}

N.cards.devastate = {
  effect = function(ctx)
    ctx:damage_gravehold(5)
  end,
}

N.cards.eviscerate = {
  effect = function(ctx)
    ctx:damage_player(targets.lowest_life(ctx, "Eviscerate: which of the players with the lowest life?"), 2)
  end,
}

N.cards.frenzy = {
  effect = function(ctx)
    local p = targets.most_open_breaches(ctx, "Frenzy: which of the players with the most opened breaches?")
    ctx:damage_player(p, 3)
  end,
}

N.cards.raze = {
  effect = function(ctx)
    ctx:damage_gravehold(3)
    ctx:damage_player(targets.any(ctx, "Raze: which player suffers 1 damage?"), 1)
  end,
}

N.cards.seize = {
  effect = function(ctx)
    local spells = targets.most_expensive_prepped(ctx, 2, "Seize: which of the equally expensive spells?")
    for _, s in ipairs(spells) do ctx:discard(s) end
  end,
}

return N
