-- original.ashen_orrery: wards placed by its own damage hook, an Alignment track that turns the Omen side
-- deck, and a loss condition. Card text lives in nemesis.yaml.
local C = ae.require("original/lib/common")
local R = ae.require("base/lib/or_rule")

local N = {}

local START_WARDS = 2
local TURN_AT = 4      -- Alignment at which the Orrery turns and an Omen resolves
local SEAL_AT = 6      -- wards at which the players lose
local NO_OMEN_DAMAGE = 6

local function add_wards(ctx, n)
  ctx:add_tokens("wards", n)
  ctx:log("the Orrery has " .. ctx:tokens("wards") .. " wards")
end

-- An Omen: the top card of the side deck resolves like a drawn nemesis card. Without one left, the
-- Orrery's turning falls on Gravehold instead, so an empty deck still hurts.
local function resolve_omen(ctx)
  if not ctx:resolve_side_deck("omens") then
    ctx:log("no Omen is left: Gravehold suffers " .. NO_OMEN_DAMAGE)
    ctx:damage_gravehold(NO_OMEN_DAMAGE)
  end
end

function N.setup(ctx)
  ctx:set_tokens("wards", START_WARDS)
end

function N.unleash(ctx)
  local alignment = ctx:tokens("alignment") + 1
  if alignment >= TURN_AT then
    ctx:set_tokens("alignment", 0)
    ctx:log("the Orrery turns")
    resolve_omen(ctx)
  else
    ctx:set_tokens("alignment", alignment)
  end
end

-- Every damage instance against the Orrery first strikes a ward, whatever its size: many small blows
-- beat the wards, one big blow is wasted on them.
function N.nemesis_damage(ctx)
  local wards = ctx:tokens("wards")
  if wards > 0 then
    ctx:set_tokens("wards", wards - 1)
    ctx:log("a ward soaks " .. ctx:amount() .. " damage (" .. (wards - 1) .. " left)")
    return
  end
  ctx:lose_nemesis_life(ctx:amount())
end

function N.loss_condition(q)
  return q:tokens("wards") >= SEAL_AT
end

N.cards = {}

N.cards.gilded_gear = {
  effect = function(ctx)
    ctx:unleash()
    add_wards(ctx, 1)
  end,
}

N.cards.brass_sentinel = {
  persistent = function(ctx)
    ctx:damage_gravehold(1)
    if ctx:tokens("wards") == 0 then add_wards(ctx, 1) end
  end,
}

local can4, pay4 = C.aether_cost(4)
N.cards.slow_transit = {
  can_discard = can4,
  to_discard = pay4,
  power = function(ctx) ctx:unleash(2) end,
}

N.cards.eclipse_beam = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.most_life(ctx), 3)
  end,
}

N.cards.orbit_keeper = {
  persistent = function(ctx) ctx:unleash() end,
}

local can6, pay6 = C.aether_cost(6)
N.cards.conjunction = {
  can_discard = can6,
  to_discard = pay6,
  power = function(ctx)
    resolve_omen(ctx)
    add_wards(ctx, 2)
  end,
}

N.cards.meridian_fire = {
  effect = function(ctx)
    ctx:unleash(2)
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 1) end
  end,
}

N.cards.armillary_colossus = {
  modify_damage = function(_, amount) return math.min(amount, 4) end,
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(2)
  end,
}

local can8, pay8 = C.aether_cost(8)
N.cards.grand_alignment = {
  can_discard = can8,
  to_discard = pay8,
  power = function(ctx)
    resolve_omen(ctx)
    resolve_omen(ctx)
  end,
}

-- The Omens (side deck).
N.cards.ash_fall = {
  effect = function(ctx) ctx:damage_gravehold(4) end,
}

N.cards.cold_perihelion = {
  effect = function(ctx)
    for _, p in ipairs(ctx:players()) do ctx:damage_player(p, 1) end
    ctx:damage_player(C.most_life(ctx), 1)
  end,
}

N.cards.retrograde = {
  effect = function(ctx)
    ctx:heal_nemesis(5)
    add_wards(ctx, 1)
  end,
}

N.cards.falling_star = {
  persistent = function(ctx) ctx:damage_gravehold(2) end,
}

N.cards.dark_syzygy = {
  effect = function(ctx)
    -- Players holding a card come first: with one of them chosen the discard happens too (the OR rule's
    -- "resolve as much as possible", base/lib/or_rule.lua fullest).
    local p = ctx:choose_player{prompt = "Dark Syzygy: who suffers 2 damage and discards a card?",
                                players = R.fullest(ctx, function(q) return math.min(1, #ctx:hand(q)) end)}
    ctx:damage_player(p, 2)
    local hand = ctx:hand(p)
    if #hand > 0 then
      local c = ctx:choose_cards{prompt = "Discard a card", who = p, cards = hand, min = 1, max = 1}
      ctx:discard(c[1])
    end
  end,
}

return N
