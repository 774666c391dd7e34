-- base.crooked_mask (../shared/nemeses-base.md §2): the corruption deck (nemesis.yaml `card_decks`), the rule
-- that a player resolves the corruptions in their hand at the start of their turn and at the end of their
-- main phase, and its nine deck cards. The corruptions are player cards (cards/corruptions.yaml); handing
-- them out and taking them back is base/lib/corruption.lua.

local corruption = ae.require("base/lib/corruption")
local targets = ae.require("base/lib/nemesis_targets")

local ROMAN = {"I", "II", "III", "IV"}

-- One focus among the closed breaches of `players`, chosen by the group. Nothing can change when none of
-- them has a closed breach, so nothing is asked then (the OR rule, issue #16 §1.3).
local function focus_one(ctx, players, prompt)
  local options, where = {}, {}
  for _, p in ipairs(players) do
    for n, b in ipairs(ctx:breaches(p)) do
      if b.status == "closed" then
        local id = "p" .. p .. "_breach" .. n
        options[#options + 1] = {id = id, text = "Player " .. p .. " focuses breach " .. ROMAN[n]}
        where[id] = {p, n}
      end
    end
  end
  if #options == 0 then
    ctx:log("No breach to focus: every one is open or gone")
    return
  end
  local pick = ctx:choose_option{prompt = prompt, who = "players", options = options}
  ctx:focus(where[pick][1], where[pick][2])
end

-- Player p resolves every corruption in their hand, one at a time in the order p picks. A corruption that
-- brings another into the hand (Contagion taking one back from the discard pile) gets it resolved too, as
-- the rule is "every corruption in hand".
local function resolve_hand(ctx, p)
  while true do
    local held = corruption.in_hand(ctx, p)
    if #held == 0 then return end
    local card = held[1]
    if #held > 1 then
      card = ctx:choose_cards{prompt = "Crooked Mask: which corruption in your hand resolves next?",
                              cards = held, min = 1, max = 1, who = p}[1]
    end
    ctx:resolve_play(card, p)
    -- Every corruption ends by destroying itself; one still in hand would be resolved forever.
    for _, c in ipairs(ctx:hand(p)) do
      if c == card then error(ctx:card(card).id .. " did not leave the hand when it resolved") end
    end
  end
end

-- `n` different players (n <= the player count), picked by the group one at a time; in a 1-player game the
-- lone player takes every share (Afflict's engine choice in the source).
local function different_players(ctx, n, prompt)
  local all = ctx:players()
  if #all == 1 then
    local out = {}
    for i = 1, n do out[i] = all[1] end
    return out
  end
  local out, left = {}, {}
  for _, p in ipairs(all) do left[#left + 1] = p end
  for i = 1, n do
    local p = ctx:choose_player{prompt = prompt, players = left, who = "players"}
    out[i] = p
    for k, q in ipairs(left) do
      if q == p then table.remove(left, k) break end
    end
  end
  return out
end

local N = {cards = {}}

-- Source (engine choice): the gained corruption is shuffled in with the whole deck and the discard pile, and
-- the deck is shuffled even when the discard pile is empty.
function N.unleash(ctx)
  local p = ctx:choose_player{
    prompt = "Crooked Mask Unleashes: which player gains a corruption and shuffles their discard pile in?",
    who = "players"}
  corruption.gain(ctx, p, "deck_top")
  for _, c in ipairs(ctx:discard_pile(p)) do ctx:move(c, p, "deck_top") end
  ctx:shuffle_deck(p)
end

-- Before a player's casting phase. The nemesis's own turns have no player: nothing to resolve.
function N.when_turn_started(ctx)
  local p = ctx:event().player
  if p == nil then return end
  resolve_hand(ctx, p)
end

-- Source (engine choice): "the corruptions drawn this turn" is every corruption still in hand then.
function N.when_main_phase_end(ctx)
  local p = ctx:event().player
  if p == nil then return end
  resolve_hand(ctx, p)
end

-- Deck cards.
N.cards.burden = {
  effect = function(ctx)
    -- Both may go to the same player: each is its own pick among everyone.
    local first = ctx:choose_player{prompt = "Burden: who gains the first corruption, on top of their deck?",
                                    who = "players"}
    corruption.gain(ctx, first, "deck_top")
    local second = ctx:choose_player{prompt = "Burden: who gains the second corruption, on top of their deck?",
                                     who = "players"}
    corruption.gain(ctx, second, "deck_top")
    focus_one(ctx, ctx:players(), "Burden: which player focuses which breach?")
  end,
}

N.cards.corrupter = {
  when_minion_damaged = function(ctx)
    local ev = ctx:event()
    if ev.card ~= ctx:this_card() or ev.player == nil then return end
    corruption.gain(ctx, ev.player, "deck_top")
  end,
  persistent = function(ctx)
    ctx:damage_gravehold(1)
  end,
}

N.cards.tempt = {
  effect = function(ctx)
    local crystals, most, tied = {}, -1, {}
    for _, p in ipairs(ctx:players()) do
      local mine = {}
      for _, c in ipairs(ctx:hand(p)) do
        if ctx:card(c).id == "base.gem.crystal" then mine[#mine + 1] = c end
      end
      crystals[p] = mine
      if #mine > most then
        most, tied = #mine, {p}
      elseif #mine == most then
        tied[#tied + 1] = p
      end
    end
    -- Nobody holding a Crystal ties everyone at 0 (as in the source): the group picks the player, who has
    -- nothing to discard but still suffers 3 and gains a card.
    local p = tied[1]
    if #tied > 1 then
      p = ctx:choose_player{prompt = "Tempt: which of the players with the most Crystals in hand?",
                            players = tied, who = "players"}
    end
    for _, c in ipairs(crystals[p]) do ctx:discard(c) end
    ctx:damage_player(p, 3)
    local options = corruption.pile_options(ctx, nil, 4)
    if #options == 0 then
      ctx:log("Tempt: no supply pile has a card costing 4 or less")
      return
    end
    local pick = ctx:choose_option{prompt = "Tempt: gain which card costing 4 or less?", who = p,
                                   options = options}
    ctx:gain_card(p, pick)
  end,
}

N.cards.pain_sower = {
  persistent = function(ctx)
    local p = targets.any(ctx, "Pain Sower: which player suffers 2 damage?")
    ctx:damage_player(p, 2)
    local others = {}
    for _, q in ipairs(ctx:players()) do
      if q ~= p then others[#others + 1] = q end
    end
    -- (inferred) Alone, a player is their own "other player", as for "ally" in the base rules.
    if #others == 0 then others = {p} end
    focus_one(ctx, others, "Pain Sower: which other player focuses which breach?")
  end,
}

N.cards.twisting_madness = {
  can_discard = function(ctx)
    return #ctx:hand(ctx:you()) >= 4
  end,
  to_discard = function(ctx)
    local you = ctx:you()
    local picked = corruption.pick(ctx, ctx:hand(you), 4, "Twisting Madness: discard 4 cards from your hand",
                                   you)
    for _, c in ipairs(picked) do ctx:discard(c) end
    ctx:draw(you, 1)
  end,
  power = function(ctx)
    ctx:gain_life("gravehold", 3)
    ctx:heal_nemesis(13)
  end,
}

N.cards.vex = {
  effect = function(ctx)
    local tier3 = 0
    for _, c in ipairs(ctx:discard_nemesis_deck(2)) do
      if ctx:card(c).tier == 3 then tier3 = tier3 + 1 end
    end
    if tier3 > 0 then ctx:damage_gravehold(4 * tier3) end
  end,
}

N.cards.afflict = {
  effect = function(ctx)
    for _, p in ipairs(different_players(ctx, 2, "Afflict: which player gains 2 corruptions and 1 life?")) do
      corruption.gain_many(ctx, p, 2, "deck_top")
      ctx:gain_life(p, 1)
    end
  end,
}

N.cards.bedlam_sage = {
  persistent = function(ctx)
    ctx:gain_life("gravehold", 2)
    ctx:damage_player(targets.most_life(ctx, "Bedlam Sage: which of the players with the most life?"), 3)
  end,
}

-- Source (engine choice): only players holding 3 non-corruption cards can be picked; when nobody does, those
-- holding the most, who discard all they have.
N.cards.ruin_priest = {
  persistent = function(ctx)
    local counts, most = {}, 0
    for _, p in ipairs(ctx:players()) do
      counts[p] = #corruption.others_in_hand(ctx, p)
      if counts[p] > most then most = counts[p] end
    end
    local need = math.min(3, most)
    local able = {}
    for _, p in ipairs(ctx:players()) do
      if counts[p] >= need then able[#able + 1] = p end
    end
    local p = able[1]
    if #able > 1 then
      p = ctx:choose_player{prompt = "Ruin Priest: which player discards 3 cards and gains 3 corruptions?",
                            players = able, who = "players"}
    end
    local picked = corruption.pick(ctx, corruption.others_in_hand(ctx, p), need,
                                   "Ruin Priest: discard 3 cards from your hand (no corruptions)", p)
    for _, c in ipairs(picked) do ctx:discard(c) end
    corruption.gain_many(ctx, p, 3, "hand")
  end,
}

return N
