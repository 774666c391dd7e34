-- base.prince_of_gluttons (../shared/nemeses-base.md §5): the devoured pile (the engine's, ctx:devour and the
-- main-phase option `devoured`), the setup that feeds it, the cheapest-pile Unleash, the empty-supply loss and
-- the nine deck cards. Every devour of the cards goes through `devour`, so a short pile always costs Gravehold.

local common = ae.require("base/lib/nemesis_common")
local targets = ae.require("base/lib/nemesis_targets")

local PER_MISSING_CARD = 2
local EXPERT_EXTRA_DEVOURS = 9

local increased = common.increased_difficulty

-- The supply piles that still hold cards, of one card type or of every type. "Cheapest" and "most expensive"
-- only ever look among these.
local function stocked(ctx, card_type)
  local out = {}
  for _, pile in ipairs(ctx:supply()) do
    if pile.count > 0 and (card_type == nil or pile.type == card_type) then out[#out + 1] = pile end
  end
  return out
end

local function empty_piles(ctx)
  local n = 0
  for _, pile in ipairs(ctx:supply()) do
    if pile.count == 0 then n = n + 1 end
  end
  return n
end

-- The piles of the lowest (or highest) cost among `piles`.
local function by_cost(piles, highest)
  local best, tied = nil, {}
  for _, pile in ipairs(piles) do
    if best == nil or (highest and pile.cost > best) or (not highest and pile.cost < best) then
      best, tied = pile.cost, {pile}
    elseif pile.cost == best then
      tied[#tied + 1] = pile
    end
  end
  return tied
end

local function pile_option(pile)
  return {id = pile.card, text = ("%s (cost %d, %d left)"):format(pile.name, pile.cost, pile.count)}
end

-- One pile out of `piles` (at least one): the group settles a tie, the only one needs no question.
local function pick_pile(ctx, piles, prompt)
  if #piles == 1 then return piles[1].card end
  local options = {}
  for _, pile in ipairs(piles) do options[#options + 1] = pile_option(pile) end
  return ctx:choose_option{prompt = prompt, options = options, who = "players"}
end

-- Up to n cards of that pile onto the devoured pile; each card the pile could not give costs Gravehold 2.
local function devour(ctx, card_def, n)
  local eaten = ctx:devour(card_def, n)
  if eaten < n then ctx:damage_gravehold(PER_MISSING_CARD * (n - eaten)) end
  return eaten
end

-- A devour with no pile left to take from: every card is missing, so Gravehold pays for all of them (the
-- rule for a short pile carried over to no pile at all; inferred, the facts only say so for Gorge).
local function starve(ctx, n, why)
  ctx:log(why)
  ctx:damage_gravehold(PER_MISSING_CARD * n)
end

-- Devour n from the cheapest (or dearest) stocked pile among `piles`.
local function devour_extreme(ctx, piles, n, highest, prompt, why_none)
  local tied = by_cost(piles, highest)
  if #tied == 0 then
    starve(ctx, n, why_none)
  else
    devour(ctx, pick_pile(ctx, tied, prompt), n)
  end
end

local own_minion = common.own_minion

local function any_player(ctx, prompt)
  return targets.any(ctx, prompt)
end

local N = {cards = {}}

-- One gem of each gem pile, dearest first; piles of one cost go in the order the group picks (the source lets
-- the players order them). Then, on the harder levels, 9 single picks from any stocked pile (engine choice in
-- the source: nine separate one-card devours).
function N.setup(ctx)
  local gems = stocked(ctx, "gem")
  while #gems > 0 do
    local card = pick_pile(ctx, by_cost(gems, true), "Setup: which gem pile is devoured from next?")
    devour(ctx, card, 1)
    for i, pile in ipairs(gems) do
      if pile.card == card then
        table.remove(gems, i)
        break
      end
    end
  end
  if not increased(ctx) then return end
  for i = 1, EXPERT_EXTRA_DEVOURS do
    local piles = stocked(ctx)
    if #piles == 0 then
      ctx:log("Increased Difficulty: every supply pile is empty, nothing more to devour")
      return
    end
    local prompt = ("Increased Difficulty: devour a card from which pile? (%d of %d)"):format(
      i, EXPERT_EXTRA_DEVOURS)
    devour(ctx, pick_pile(ctx, piles, prompt), 1)
  end
end

function N.unleash(ctx)
  local n = #ctx:players() <= 2 and 3 or 2
  devour_extreme(ctx, stocked(ctx), n, false, "Unleash: devour from which of the cheapest piles?",
                 "Unleash: every supply pile is empty")
end

-- The devoured pile is not a supply pile, so gaining from it never saves the players. A battle without any
-- supply pile (a test) has nothing to empty.
function N.loss_condition(ctx)
  local piles = ctx:supply()
  if #piles == 0 then return false end
  return #stocked(ctx) == 0
end

-- "Second most expensive" counts piles, not costs: with two gem piles at the top cost either of them is the
-- second (engine choice in the source). With fewer than two stocked gem piles there is no second one, and
-- both cards are missing (facts: Gravehold suffers 4).
N.cards.gorge = {
  effect = function(ctx)
    local gems = stocked(ctx, "gem")
    if #gems < 2 then
      starve(ctx, 2, "Gorge: fewer than two gem piles hold cards, there is no second most expensive")
    else
      local top = by_cost(gems, true)
      local second = top
      if #top == 1 then
        local rest = {}
        for _, pile in ipairs(gems) do
          if pile ~= top[1] then rest[#rest + 1] = pile end
        end
        second = by_cost(rest, true)
      end
      devour(ctx, pick_pile(ctx, second, "Gorge: devour 2 from which gem pile?"), 2)
    end
    ctx:damage_player(any_player(ctx, "Gorge: which player suffers 2 damage?"), 2)
  end,
}

-- The player branch stays open with exhausted players: their damage still reaches Gravehold.
N.cards.lobotomize = {
  effect = function(ctx)
    local spells = stocked(ctx, "spell")
    local pick = ctx:choose_option{prompt = "Lobotomize: choose one", options = {
      {id = "player", text = "A player of your choice suffers 3 damage"},
      {id = "devour", text = "Devour 3 cards from a spell pile of your choice", enabled = #spells > 0,
       reason = "every spell pile is empty"},
    }}
    if pick == "devour" then
      devour(ctx, pick_pile(ctx, spells, "Lobotomize: devour 3 from which spell pile?"), 3)
    elseif pick == "player" then
      ctx:damage_player(any_player(ctx, "Lobotomize: which player suffers 3 damage?"), 3)
    end
  end,
}

N.cards.thought_biter = {
  persistent = function(ctx)
    local relics = stocked(ctx, "relic")
    local pick = ctx:choose_option{prompt = "Thought Biter: choose one", options = {
      {id = "player", text = "A player of your choice suffers 2 damage"},
      {id = "devour", text = "Devour 2 cards from the cheapest relic pile", enabled = #relics > 0,
       reason = "every relic pile is empty"},
    }}
    if pick == "devour" then
      devour(ctx, pick_pile(ctx, by_cost(relics, false), "Thought Biter: devour 2 from which relic pile?"), 2)
    elseif pick == "player" then
      ctx:damage_player(any_player(ctx, "Thought Biter: which player suffers 2 damage?"), 2)
    end
  end,
}

-- Any supply pile may be named, an empty or short one too: the missing cards then cost Gravehold 2 each (the
-- source offers every pile). The 2 damage it then suffers wears it down by itself (inferred).
N.cards.cerephage = {
  persistent = function(ctx)
    local me = own_minion(ctx)
    if me == nil then return end
    local life = ctx:minion_life(me)
    local piles = ctx:supply()
    if #piles == 0 then
      starve(ctx, life, "Cerephage: there is no supply pile")
    else
      devour(ctx, pick_pile(ctx, piles, ("Cerephage: devour %d from which supply pile?"):format(life)), life)
    end
    ctx:deal_damage(2, me)
  end,
}

N.cards.godfeeders = {
  persistent = function(ctx)
    ctx:damage_gravehold(3)
    devour_extreme(ctx, stocked(ctx, "gem"), 1, true, "Godfeeders: devour 1 from which gem pile?",
                   "Godfeeders: every gem pile is empty")
  end,
}

N.cards.mindguzzler = {
  starting_life = function(ctx)
    return 8 + empty_piles(ctx)
  end,
  persistent = function(ctx)
    ctx:unleash()
  end,
}

-- With no empty supply pile the damage branch would hurt nobody, so it is offered disabled.
N.cards.digest = {
  effect = function(ctx)
    local empty = empty_piles(ctx)
    local pick = ctx:choose_option{prompt = "Digest: choose one", options = {
      {id = "unleash", text = "Prince of Gluttons Unleashes three times"},
      {id = "player", text = ("A player of your choice suffers %d damage (1 per empty supply pile)"):format(empty),
       enabled = empty > 0, reason = "no supply pile is empty"},
    }}
    if pick == "unleash" then
      ctx:unleash(3)
    elseif pick == "player" then
      ctx:damage_player(any_player(ctx, ("Digest: which player suffers %d damage?"):format(empty)), empty)
    end
  end,
}

N.cards.memory_eater = {
  persistent = function(ctx)
    local empty = empty_piles(ctx)
    if empty == 0 then
      ctx:log("Memory Eater: no supply pile is empty, no damage")
      return
    end
    local p = targets.lowest_life(ctx, ("Memory Eater: which lowest-life player suffers %d damage?"):format(empty))
    ctx:damage_player(p, empty)
  end,
}

N.cards.vile_feast = common.aether_to_discard(8, {
  power = function(ctx)
    local empty = empty_piles(ctx)
    if empty == 0 then
      ctx:log("Vile Feast: no supply pile is empty, no damage")
      return
    end
    ctx:damage_gravehold(2 * empty)
  end,
})

return N
