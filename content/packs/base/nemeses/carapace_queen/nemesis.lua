-- base.carapace_queen: husks as a token counter, swarms and her own cards. Husks are 1-life minions on the
-- real mat: a player's hit on the nemesis may kill one husk instead (the rest of the hit is lost), or the
-- player may suffer 1 damage to spread the hit over that many husks, one each (nemesis_damage below).

local HUSKS = "husks"
local MAX_HUSKS = 15
local OVERRUN_AT = 13

local function place_husks(ctx, n)
  local room = MAX_HUSKS - ctx:tokens(HUSKS)
  local placed = math.min(n, math.max(0, room))
  if placed > 0 then ctx:add_tokens(HUSKS, placed) end
  if n > placed then ctx:damage_gravehold(n - placed) end
end

-- Swarm: 13 or more husks overrun Gravehold (the loss condition below); fewer bite Gravehold for 1 per
-- 2 husks, then half of them (rounded up) are spent.
local function swarm(ctx)
  local husks = ctx:tokens(HUSKS)
  if husks >= OVERRUN_AT then
    ctx.storage.carapace_overrun = true
    ctx:set_tokens(HUSKS, 0) -- the token change makes the engine check loss_condition at once
    return
  end
  if husks // 2 > 0 then ctx:damage_gravehold(husks // 2) end
  local now = ctx:tokens(HUSKS)
  ctx:add_tokens(HUSKS, -((now + 1) // 2))
end

local function lowest_life(ctx, prompt)
  local best, tied = nil, {}
  for _, p in ipairs(ctx:players()) do
    if not ctx:exhausted(p) then
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

local Q = {cards = {}}

function Q.unleash(ctx)
  place_husks(ctx, 2)
end

function Q.nemesis_damage(ctx)
  local amount, husks, you = ctx:amount(), ctx:tokens(HUSKS), ctx:you()
  if husks == 0 or you == nil then -- no husk to hit, or the nemesis's own effect: the Queen takes it
    ctx:lose_nemesis_life(amount)
    return
  end
  local spread = math.min(amount, husks)
  local pick = ctx:choose_option{prompt = "Deal " .. amount .. " damage to the Carapace Queen or to her husks?",
                                 who = you, options = {
    {id = "queen", text = "Deal " .. amount .. " damage to the Carapace Queen"},
    {id = "husk", text = "Kill one husk (the rest of the damage is lost)"},
    {id = "spread", text = "Suffer 1 damage to kill " .. spread .. " husks, 1 damage each",
     enabled = amount >= 2 and not ctx:exhausted(you), reason = "it takes 2 or more damage and a player still standing"},
  }}
  if pick == "husk" then
    ctx:add_tokens(HUSKS, -1)
  elseif pick == "spread" then
    ctx:damage_player(you, 1)
    ctx:add_tokens(HUSKS, -spread)
  else
    ctx:lose_nemesis_life(amount)
  end
end

function Q.loss_condition(ctx)
  return ctx.storage.carapace_overrun == true
end

Q.cards.chittering_tide = {
  effect = function(ctx)
    ctx:unleash()
    swarm(ctx)
  end,
}

Q.cards.carapace_drone = {
  persistent = function(ctx)
    place_husks(ctx, 1)
  end,
}

Q.cards.molting_season = {
  can_discard = function(ctx)
    return ctx:aether() >= 4
  end,
  to_discard = function(ctx)
    ctx:spend_aether(4)
    ctx:add_tokens(HUSKS, -2)
  end,
  power = function(ctx)
    ctx:unleash(2)
    swarm(ctx)
  end,
}

Q.cards.hive_surge = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = lowest_life(ctx, "Hive Surge: which of the players with the lowest life?")
    if p then ctx:damage_player(p, ctx:tokens(HUSKS) // 2) end
  end,
}

Q.cards.hive_warden = {
  persistent = function(ctx)
    if ctx:tokens(HUSKS) >= 6 then
      ctx:damage_gravehold(3)
    else
      ctx:unleash()
    end
  end,
}

Q.cards.egg_clutch = {
  can_discard = function(ctx)
    return #ctx:hand(ctx:you()) >= 2
  end,
  to_discard = function(ctx)
    local picked = ctx:choose_cards{prompt = "Egg Clutch: discard two cards", cards = ctx:hand(ctx:you()),
                                    min = 2, max = 2}
    for _, c in ipairs(picked) do ctx:discard(c) end
  end,
  power = function(ctx)
    place_husks(ctx, 4)
    swarm(ctx)
  end,
}

Q.cards.devouring_swarm = {
  effect = function(ctx)
    ctx:unleash(2)
    swarm(ctx)
    swarm(ctx)
  end,
}

Q.cards.chitin_colossus = {
  persistent = function(ctx)
    ctx:unleash()
    swarm(ctx)
  end,
}

Q.cards.queens_decree = {
  can_discard = function(ctx)
    return ctx:aether() >= 8
  end,
  to_discard = function(ctx)
    ctx:spend_aether(8)
  end,
  power = function(ctx)
    ctx:unleash(3)
    swarm(ctx)
  end,
}

return Q
