-- base.carapace_queen (../shared/nemeses-base.md §1): husks as a token counter, Swarm and her nine deck
-- cards. Husks are minions on the real mat; a counter is enough because every husk is alike, except the one
-- wounded husk Foul Multitudes allows, which the `wounded_husk` counter (0 or 1) marks.

local common = ae.require("base/lib/nemesis_common")
local targets = ae.require("base/lib/nemesis_targets")

local HUSKS = "husks"
local WOUNDED = "wounded_husk"
local MAX_HUSKS = 15
local FOUL_MULTITUDES = "base.carapace_queen.foul_multitudes"

local increased = common.increased_difficulty

-- Husks have 2 life only while Foul Multitudes is in play.
local function husk_life(ctx)
  for _, c in ipairs(ctx:powers()) do
    if ctx:card(c).id == FOUL_MULTITUDES then return 2 end
  end
  return 1
end

-- A wound only exists on a 2-life husk: once Foul Multitudes is gone (or no husk is left) a stale mark
-- would count a husk as hurt that cannot be, so it is cleared.
local function wounded(ctx)
  if ctx:tokens(WOUNDED) == 0 then return 0 end
  if husk_life(ctx) == 1 or ctx:tokens(HUSKS) == 0 then
    ctx:set_tokens(WOUNDED, 0)
    return 0
  end
  return 1
end

local function set_husks(ctx, n)
  ctx:set_tokens(HUSKS, n)
  if n == 0 then ctx:set_tokens(WOUNDED, 0) end
end

-- Husks beyond the 15th do not fit; each one Gravehold pays for with 1 life instead.
local function place_husks(ctx, n)
  local room = MAX_HUSKS - ctx:tokens(HUSKS)
  local placed = math.min(n, math.max(0, room))
  if placed > 0 then ctx:add_tokens(HUSKS, placed) end
  if n > placed then ctx:damage_gravehold(n - placed) end
end

local function remove_husks(ctx, n)
  set_husks(ctx, math.max(0, ctx:tokens(HUSKS) - n))
end

-- `dmg` damage poured into the husks: the wounded husk (if any) soaks first, then each husk-life of damage
-- kills one more, and a remainder wounds one. Done on the total life of all husks, as the source does, so a
-- 2-life husk can never end up with 0 life and still count.
local function after_husk_damage(ctx, dmg)
  local life, husks = husk_life(ctx), ctx:tokens(HUSKS)
  local pool = math.max(0, husks * life - wounded(ctx) - dmg)
  return (pool + life - 1) // life, (pool % life ~= 0) and 1 or 0
end

local function damage_husks(ctx, dmg)
  local husks, hurt = after_husk_damage(ctx, dmg)
  set_husks(ctx, husks)
  if husks > 0 then ctx:set_tokens(WOUNDED, hurt) end
end

-- Swarm 4-6: the group picks one of the players who have a prepped spell; that player discards one of them.
local function discard_prepped_spell(ctx)
  local can = {}
  for _, p in ipairs(ctx:players()) do
    if #ctx:prepped_spells(p) > 0 then can[#can + 1] = p end
  end
  if #can == 0 then
    ctx:log("Swarm: no player has a prepped spell to discard")
    return
  end
  local p = can[1]
  if #can > 1 then
    p = ctx:choose_player{prompt = "Swarm: which player discards a prepped spell?", players = can, who = "players"}
  end
  local spells = ctx:prepped_spells(p)
  local spell = spells[1]
  if #spells > 1 then
    spell = ctx:choose_cards{prompt = "Swarm: which of your prepped spells do you discard?", cards = spells,
                             min = 1, max = 1, who = p}[1]
  end
  ctx:discard(spell)
end

-- Swarm: what happens depends on the husks in play at the moment it resolves, so two swarms in a row may
-- land in two different bands.
local function swarm(ctx)
  local husks = ctx:tokens(HUSKS)
  if husks <= 3 then
    place_husks(ctx, 4)
  elseif husks <= 6 then
    discard_prepped_spell(ctx)
    place_husks(ctx, 2)
  elseif husks <= 10 then
    ctx:damage_gravehold(5)
  elseif husks <= 12 then
    local p = targets.lowest_life(ctx, "Swarm: which of the players with the lowest life suffers 3 damage?")
    ctx:damage_player(p, 3)
    remove_husks(ctx, 1)
  else
    -- The players lose at once: the rest of the card does not resolve, and the husks stay as they were.
    ctx:lose("the swarm overruns Gravehold")
  end
end

local Q = {cards = {}}

function Q.unleash(ctx)
  place_husks(ctx, increased(ctx) and 3 or 2)
end

-- A player's hit on the Queen may go to the husks instead: one husk takes it (the rest of the hit is lost),
-- or the hitter suffers 1 damage to pour the whole hit over the husks. An exhausted hitter may pay too: the
-- source does not forbid it, and the damage then reaches Gravehold doubled like any other.
function Q.nemesis_damage(ctx)
  local amount, husks, you = ctx:amount(), ctx:tokens(HUSKS), ctx:you()
  if amount <= 0 then return end
  if husks == 0 or you == nil then -- no husk to hit, or the nemesis's own effect: the Queen takes it
    ctx:lose_nemesis_life(amount)
    return
  end
  local life = husk_life(ctx)
  local first = life - wounded(ctx) -- the wounded husk is the one hit first: nothing is gained by sparing it
  local one = math.min(amount, first)
  local husk_text = one >= first and "Kill one husk (the rest of the damage is lost)"
                                  or "Wound one husk (it heals when the turn ends)"
  local left = after_husk_damage(ctx, amount)
  local spread_text = life == 1 and ("Suffer 1 damage to kill " .. (husks - left) .. " husks, 1 damage each")
                                 or ("Suffer 1 damage to spread " .. amount .. " damage over the husks, 2 life each")
  local reason = husks < 2 and "only one husk is in play" or "the damage does not reach a second husk"
  local pick = ctx:choose_option{prompt = "Deal " .. amount .. " damage to the Carapace Queen or to her husks?",
                                 who = you, options = {
    {id = "queen", text = "Deal " .. amount .. " damage to the Carapace Queen"},
    {id = "husk", text = husk_text},
    {id = "spread", text = spread_text, enabled = husks >= 2 and amount > first, reason = reason},
  }}
  if pick == "husk" then
    damage_husks(ctx, one)
  elseif pick == "spread" then
    ctx:damage_player(you, 1)
    damage_husks(ctx, amount)
  else
    ctx:lose_nemesis_life(amount)
  end
end

-- Deck cards.
Q.cards.broodwomb = {
  modify_damage = function(ctx, amount, source)
    if ctx:tokens(HUSKS) > 0 then return 0 end
    return amount
  end,
  persistent = function(ctx)
    place_husks(ctx, 1)
  end,
}

Q.cards.endless_throng = {
  effect = function(ctx)
    swarm(ctx)
  end,
}

-- Every turn order card in the discard counts, the nemesis card of this very turn too, so at least 1.
Q.cards.hatch = {
  effect = function(ctx)
    place_husks(ctx, #ctx:turn_order_discard())
  end,
}

Q.cards.blot_the_sun = {
  can_discard = function(ctx)
    return ctx:charges(ctx:you()) >= 4
  end,
  to_discard = function(ctx)
    ctx:lose_charges(ctx:you(), 4)
  end,
  power = function(ctx)
    swarm(ctx)
    ctx:unleash()
    swarm(ctx)
  end,
}

-- The source heals the wounded husk at the end of a player's draw phase; we heal at the end of every turn
-- (the nemesis's too), as the printed "at the end of each turn" reads. Only one husk is ever wounded
-- (engine choice in the source): a hit always goes to the wounded one first.
Q.cards.foul_multitudes = {
  immediately = function(ctx)
    ctx:unleash()
  end,
  power = function(ctx)
    swarm(ctx)
  end,
  when_turn_ended = function(ctx)
    if ctx:tokens(WOUNDED) > 0 then ctx:set_tokens(WOUNDED, 0) end
  end,
}

-- Both branches always change something (a swarm at any count does), so neither is ever disabled.
Q.cards.infest = {
  effect = function(ctx)
    local pick = ctx:choose_option{prompt = "Infest: a player suffers 4 damage, or the Queen swarms twice?",
                                   who = "players", options = {
      {id = "damage", text = "A player of your choice suffers 4 damage"},
      {id = "swarm", text = "The Queen swarms twice"},
    }}
    if pick == "damage" then
      ctx:damage_player(targets.any(ctx, "Infest: which player suffers 4 damage?"), 4)
    else
      swarm(ctx)
      swarm(ctx)
    end
  end,
}

Q.cards.legion_beacon = {
  immediately = function(ctx)
    ctx:unleash(2)
  end,
  power = function(ctx)
    local gone = (ctx:tokens(HUSKS) + 1) // 2
    if gone > 0 then
      remove_husks(ctx, gone)
      ctx:damage_gravehold(2 * gone)
    end
    swarm(ctx)
  end,
}

-- Its life is fixed once, as it enters play after the Unleashes; later husks do not change it.
Q.cards.maggot_engine = {
  immediately = function(ctx)
    ctx:unleash(3)
  end,
  starting_life = function(ctx)
    return math.max(1, 2 * ctx:tokens(HUSKS))
  end,
  persistent = function(ctx)
    swarm(ctx)
  end,
}

Q.cards.spawn = {
  effect = function(ctx)
    swarm(ctx)
    ctx:unleash()
    swarm(ctx)
  end,
}

return Q
