-- original.hollow_choir: the nemesis of docs/first-nemesis.md. Its Dirge is a token track.
local C = ae.require("original/lib/common")

local N = {}

local SING_AT = 5

-- Raise the Dirge; when it is full the choir sings: Gravehold suffers 5 and the Dirge starts again.
local function raise_dirge(ctx, by)
  local dirge = ctx:tokens("dirge") + by
  if dirge >= SING_AT then
    ctx:log("the choir sings")
    ctx:set_tokens("dirge", 0)
    ctx:damage_gravehold(5)
  else
    ctx:set_tokens("dirge", dirge)
  end
end

local function cantor_in_play(ctx)
  return C.minion_in_play(ctx, "original.hollow_choir.cantor")
end

local most_life = C.most_life

function N.unleash(ctx)
  raise_dirge(ctx, cantor_in_play(ctx) and 2 or 1)
end

N.cards = {}

N.cards.shrill_note = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(most_life(ctx), 2)
  end,
}

N.cards.cantor = {
  persistent = function(ctx) ctx:damage_gravehold(1) end,
}

local aether_cost = C.aether_cost

local can4, pay4 = aether_cost(4)
N.cards.held_breath = {
  can_discard = can4,
  to_discard = pay4,
  power = function(ctx) ctx:unleash(2) end,
}

N.cards.echoing_hymn = {
  effect = function(ctx)
    ctx:unleash()
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 1) end
  end,
}

N.cards.choirmaster = {
  persistent = function(ctx) ctx:unleash() end,
}

local can6, pay6 = aether_cost(6)
N.cards.long_silence = {
  can_discard = can6,
  to_discard = pay6,
  power = function(ctx) ctx:damage_gravehold(2 * ctx:tokens("dirge")) end,
}

N.cards.crescendo = {
  effect = function(ctx) raise_dirge(ctx, SING_AT - ctx:tokens("dirge")) end,
}

N.cards.bell_ringer = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_player(most_life(ctx), 2)
  end,
}

local can8, pay8 = aether_cost(8)
N.cards.requiem = {
  can_discard = can8,
  to_discard = pay8,
  power = function(ctx) ctx:damage_gravehold(8) end,
}

return N
