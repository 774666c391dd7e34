-- outcasts.experiment_153: four Maws (tokens mawN = life, mawN_at = Growth space 1..6, 0 = gone). Its
-- nemesis life is kept equal to the Maws' total, so the engine's "no life left" win is "no Maw left".
local C = ae.require("outcasts/lib/common")
local N = {cards = {}}

local START, FINISH = 1, 6

local function alive(ctx)
  local out = {}
  for i = 1, 4 do
    if ctx:tokens("maw" .. i .. "_at") > 0 then out[#out + 1] = i end
  end
  return out
end

-- Options "maw1".."maw4", listed in the order `first` prefers (a helpful default for whoever answers);
-- insertion sort, since a comparator passed to table.sort could not yield.
local function pick_maw(ctx, prompt, maws, who, first)
  if #maws == 0 then return nil end
  if #maws == 1 then return maws[1] end
  local order = {}
  for _, i in ipairs(maws) do
    local pos = #order + 1
    while first and pos > 1 and first(i, order[pos - 1]) do pos = pos - 1 end
    table.insert(order, pos, i)
  end
  local options = {}
  for _, i in ipairs(order) do
    options[#options + 1] = {id = "maw" .. i, text = "Maw " .. i .. " (" .. ctx:tokens("maw" .. i) ..
                             " life, space " .. ctx:tokens("maw" .. i .. "_at") .. ")"}
  end
  local pick = ctx:choose_option{prompt = prompt, options = options, who = who}
  return math.tointeger(tonumber(string.sub(pick, 4)))
end

-- Preferences: the weakest Maw (to finish it), the one farthest along, the one nearest the start.
local function weakest(ctx)
  return function(a, b) return ctx:tokens("maw" .. a) < ctx:tokens("maw" .. b) end
end
local function farthest_along(ctx)
  return function(a, b) return ctx:tokens("maw" .. a .. "_at") > ctx:tokens("maw" .. b .. "_at") end
end
-- For a move of `spaces`: the Maw whose landing space hurts least (then the one nearest the start).
local HARM = {[2] = 0, [3] = 1, [4] = 4, [5] = 1, [6] = 2}
local function least_harm(ctx, spaces)
  local function harm(i)
    return HARM[math.min(FINISH, ctx:tokens("maw" .. i .. "_at") + spaces)] or 0
  end
  return function(a, b)
    if harm(a) ~= harm(b) then return harm(a) < harm(b) end
    return ctx:tokens("maw" .. a .. "_at") < ctx:tokens("maw" .. b .. "_at")
  end
end

-- The Growth space's effect (the same on all four tracks).
local function resolve_space(ctx, space)
  if space == 3 then
    ctx:damage_player(C.any_player(ctx, "Growth: who suffers 1 damage?"), 1)
  elseif space == 4 then
    ctx:damage_gravehold(4)
  elseif space == 5 then
    ctx:damage_player(C.any_player(ctx, "Growth: who suffers 1 damage?"), 1)
  elseif space == FINISH then
    ctx:damage_gravehold(2)
  end
end

-- Moves Maw i forward; returns the space it resolved (nil when none had an effect). Only the landing
-- space counts (rules/outcasts.md §14 D); a move that would pass the end stops there.
function N.advance(ctx, i, spaces)
  local at = ctx:tokens("maw" .. i .. "_at")
  if at == 0 then return nil end
  local to = math.min(FINISH, at + spaces)
  ctx:set_tokens("maw" .. i .. "_at", to)
  resolve_space(ctx, to)
  if to >= 3 then return to end
  return nil
end

-- One step at a time; never back from space 1 or 4 (rules/outcasts.md §12.4 rule 5, §14 E).
function N.retreat(ctx, i, spaces)
  for _ = 1, spaces do
    local at = ctx:tokens("maw" .. i .. "_at")
    if at <= START or at == 4 then return end
    ctx:set_tokens("maw" .. i .. "_at", at - 1)
  end
end

-- Whether Maw i would move back at all (the OR rule: a Maw that cannot move back is not offered).
local function can_retreat(ctx, i)
  local at = ctx:tokens("maw" .. i .. "_at")
  return at > START and at ~= 4
end

-- The Maws of `maws` for which ok(i) holds.
local function maws_where(maws, ok)
  local out = {}
  for _, i in ipairs(maws) do
    if ok(i) then out[#out + 1] = i end
  end
  return out
end

function N.setup(ctx)
  N.advance(ctx, 1, 1)
  N.advance(ctx, 2, 1)
end

function N.unleash(ctx)
  local i = pick_maw(ctx, "Experiment 153 Unleashes: which Maw moves two spaces forward?", alive(ctx), nil,
                     least_harm(ctx, 2))
  if i then N.advance(ctx, i, 2) end
end

local function aura_eaters_in_play(ctx)
  for _, m in ipairs(ctx:minions()) do
    if ctx:card(ctx:minion_card(m)).id == "outcasts.experiment_153.aura_eaters" then return true end
  end
  return false
end

-- Damage dealt to Experiment 153: the dealing player (the group for a nemesis effect) picks one Maw.
function N.nemesis_damage(ctx)
  local amount = ctx:amount()
  local i = pick_maw(ctx, "Deal " .. amount .. " damage to which Maw?", alive(ctx), ctx:you() or "players",
                     weakest(ctx))
  if not i then return end
  if aura_eaters_in_play(ctx) then
    ctx:log("Aura Eaters: the damage to Maw " .. i .. " is reduced to 0")
    return
  end
  local life = ctx:tokens("maw" .. i)
  local dealt = math.min(amount, life)
  ctx:set_tokens("maw" .. i, life - dealt)
  ctx:lose_nemesis_life(dealt)
  if life - dealt == 0 then
    ctx:set_tokens("maw" .. i .. "_at", 0)
    ctx:log("Maw " .. i .. " is destroyed")
    -- Only Maws that can move back are offered (never from space 1 or 4); none: nothing is asked.
    local movable = maws_where(alive(ctx), function(j) return can_retreat(ctx, j) end)
    local other = pick_maw(ctx, "Maw " .. i .. " is gone: which other Maw moves two spaces back?", movable, nil,
                           farthest_along(ctx))
    if other then N.retreat(ctx, other, 2) end
  elseif dealt >= (ctx:tokens("scaled_flesh") > 0 and 4 or 3) then
    N.retreat(ctx, i, 1)
  end
end

local function farthest(ctx)
  local best, tied = -1, {}
  for _, i in ipairs(alive(ctx)) do
    local at = ctx:tokens("maw" .. i .. "_at")
    if at > best then
      best, tied = at, {i}
    elseif at == best then
      tied[#tied + 1] = i
    end
  end
  return pick_maw(ctx, "Rising Death Toll: which of the farthest Maws moves?", tied)
end

N.cards.rising_death_toll = {
  can_discard = function(ctx) return ctx:aether() >= 5 end,
  to_discard = function(ctx) ctx:spend_aether(5) end,
  power = function(ctx)
    local i = farthest(ctx)
    if not i then return end
    local space = N.advance(ctx, i, 2)
    if space then resolve_space(ctx, space) end
  end,
}

N.cards.burrowing_snout = {
  effect = function(ctx)
    local i = pick_maw(ctx, "Burrowing Snout: which Maw moves one space forward?", alive(ctx), nil, least_harm(ctx, 1))
    if i then N.advance(ctx, i, 1) end
    ctx:damage_player(C.any_player(ctx, "Burrowing Snout: who suffers 1 damage?"), 1)
  end,
}

N.cards.gnawing_kit = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Gnawing Kit: who suffers 1 damage?"), 1)
    -- Only Maws below their 20 life are offered (the OR rule): the players cannot pick a whole Maw to
    -- waste the healing; with every Maw whole nothing is asked.
    local hurt = maws_where(alive(ctx), function(j) return ctx:tokens("maw" .. j) < 20 end)
    local i = pick_maw(ctx, "Gnawing Kit: which Maw gains 1 life?", hurt, nil, weakest(ctx))
    if i then
      ctx:add_tokens("maw" .. i, 1)
      ctx:heal_nemesis(1)
    end
  end,
}

N.cards.scaled_flesh = {
  power = function(ctx)
    ctx:unleash(2)
    ctx:set_tokens("scaled_flesh", 1)
  end,
}

N.cards.aura_eaters = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Aura Eaters: who suffers 2 damage?"), 2)
  end,
}

N.cards.void_bloom = {
  effect = function(ctx)
    ctx:unleash()
    local least, tied = nil, {}
    for _, i in ipairs(alive(ctx)) do
      local life = ctx:tokens("maw" .. i)
      if least == nil or life < least then
        least, tied = life, {i}
      elseif life == least then
        tied[#tied + 1] = i
      end
    end
    -- The weakest Maws all have the same life: at 20 none would gain any, so nothing is asked (the OR rule).
    if least == nil or least >= 20 then return end
    local i = pick_maw(ctx, "Void Bloom: which of the weakest Maws gains 4 life?", tied)
    if not i then return end
    local gain = math.min(2, 20 - ctx:tokens("maw" .. i))
    ctx:set_tokens("maw" .. i, ctx:tokens("maw" .. i) + gain)
    ctx:heal_nemesis(gain)
  end,
}

N.cards.vein_worms = {
  persistent = function(ctx)
    local i = pick_maw(ctx, "Vein Worms: which Maw moves three spaces forward?", alive(ctx), nil, least_harm(ctx, 3))
    if i then N.advance(ctx, i, 3) end
  end,
}

N.cards.frenzied_growth = {
  effect = function(ctx)
    ctx:unleash(2)
    for _, i in ipairs(alive(ctx)) do N.advance(ctx, i, 1) end
  end,
}

N.cards.devouring_howl = {
  can_discard = function(ctx) return ctx:aether() >= 8 end,
  to_discard = function(ctx) ctx:spend_aether(8) end,
  power = function(ctx)
    ctx:unleash(3)
  end,
}

return N
