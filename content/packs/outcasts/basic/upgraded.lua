-- Outcasts upgraded basic nemesis cards: the printed ones (card-facts §4.6; effects in our own Lua) and three
-- of our own designs (Howling Rift, Grasping Void, Cinder Eclipse).
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")
local M = {cards = {}}

M.cards.howling_rift = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(3)
    ctx:gain_curse(C.any_player(ctx, "Howling Rift: who puts a Cursed Shard on their deck?"),
                   "outcasts.curse.cursed_shard", "deck")
  end,
}

M.cards.grasping_void = {
  persistent = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Grasping Void: who suffers 2 damage?"), 2)
    ctx:damage_gravehold(1)
  end,
}

M.cards.cinder_eclipse = {
  can_discard = function(ctx)
    return ctx:aether() >= 9
  end,
  to_discard = function(ctx)
    ctx:spend_aether(9)
  end,
  power = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Cinder Eclipse: who suffers 6 damage?"), 6)
    ctx:damage_gravehold(3)
  end,
}


local function cost_at_least(min)
  return function(info) return info.cost >= min end
end

-- `p` destroys `n` cards of their hand that pass `ok` (their choice; all of them when they have fewer).
local function destroy_from_hand(ctx, p, n, ok, prompt)
  local cards = C.filter(ctx, ctx:hand(p), ok)
  if #cards > n then cards = ctx:choose_cards{prompt = prompt, cards = cards, min = n, max = n, who = p} end
  for _, c in ipairs(cards) do ctx:destroy(c) end
end

M.cards.chaos_strike = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(4)
    ctx:gain_curse(C.any_player(ctx, "Chaos Strike: who puts a Cursed Shard on their deck?"),
                   "outcasts.curse.cursed_shard", "deck")
  end,
}

M.cards.labyrinth_wraith = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.any_player(ctx, "Labyrinth Wraith: who suffers 1 damage?"), 1)
  end,
}

M.cards.rain_of_devastation = {
  can_discard = function(ctx) return ctx:aether() >= 6 end,
  to_discard = function(ctx) ctx:spend_aether(6) end,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_player(C.any_player(ctx, "Rain Of Devastation: who suffers 3 damage?"), 3)
  end,
}

M.cards.hunt_the_weak = {
  effect = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Hunt The Weak: who suffers 3 damage?"), 3)
    ctx:damage_gravehold(3)
  end,
}

M.cards.rescind = {
  effect = function(ctx)
    ctx:unleash(2)
    local spell = C.priciest_prepped(ctx, "Rescind: the most expensive prepped spell")
    if not spell then return end
    local owner = ctx:card(spell).owner
    ctx:discard(spell)
    ctx:damage_player(owner, 2)
  end,
}

M.cards.harbinger_of_monstrosity = {
  modify_damage = function(_, amount)
    if amount <= 0 then return amount end
    return math.max(1, amount - 2)
  end,
  persistent = function(ctx)
    ctx:damage_gravehold(2)
    local p = C.any_player_fullest(ctx, "Harbinger Of Monstrosity: who discards a card?",
                                   function(q) return math.min(1, #ctx:hand(q)) end)
    local hand = ctx:hand(p)
    if #hand > 0 then
      ctx:discard(ctx:choose_cards{prompt = "Harbinger Of Monstrosity: discard a card", cards = hand, who = p}[1])
    end
  end,
}

M.cards.silent_decay = {
  can_discard = function(ctx) return ctx:aether() >= 8 end,
  to_discard = function(ctx) ctx:spend_aether(8) end,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(3)
    ctx:gain_curse(C.any_player(ctx, "Silent Decay: who puts a Cursed Missile on their deck?"),
                   "outcasts.curse.cursed_missile", "deck")
  end,
}

M.cards.sacrifice = {
  effect = function(ctx)
    local pick = ctx:choose_option{prompt = "Sacrifice: which does the nemesis do?", who = "players",
                                   options = {{id = "unleash", text = "Unleash four times"},
                                              {id = "blood", text = "Gravehold and a player each suffer 4 damage"}}}
    if pick == "unleash" then
      ctx:unleash(4)
    else
      ctx:damage_gravehold(4)
      ctx:damage_player(C.any_player(ctx, "Sacrifice: who suffers 4 damage?"), 4)
    end
  end,
}

local function priciest_in_hand(ctx, p)
  local best = -1
  for _, c in ipairs(ctx:hand(p)) do best = math.max(best, ctx:card(c).cost) end
  return best
end

M.cards.scour = {
  effect = function(ctx)
    ctx:unleash(3)
    local p, best = C.most(ctx, "Scour: which of the players holding the most expensive card discards?",
                           function(q) return priciest_in_hand(ctx, q) end)
    if best < 0 then return end -- every hand is empty
    for _, c in ipairs(C.most_expensive(ctx, ctx:hand(p), 3, p, "Scour: discard your 3 most expensive cards")) do
      ctx:discard(c)
    end
  end,
}

M.cards.sky_crush = {
  effect = function(ctx)
    ctx:unleash(3)
    local p = C.any_player_fullest(ctx, "Sky Crush: who destroys two cards and suffers 2 damage?",
                                   function(q) return math.min(2, #ctx:hand(q)) end)
    destroy_from_hand(ctx, p, 2, function() return true end, "Sky Crush: destroy two cards from your hand")
    ctx:damage_player(p, 2)
  end,
}

M.cards.blackened_stars = {
  can_discard = function(ctx) return ctx:aether() >= 9 end,
  to_discard = function(ctx) ctx:spend_aether(9) end,
  power = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Blackened Stars: who suffers 7 damage?"), 7)
  end,
}

-- "Another player": someone other than the spell's owner; alone, nobody else is there to lose cards.
M.cards.blighted_magic = {
  power = function(ctx)
    ctx:unleash()
    local spell = C.priciest_prepped(ctx, "Blighted Magic: the most expensive prepped spell")
    local owner = spell and ctx:card(spell).owner
    if spell then ctx:destroy(spell) end
    local others = {}
    for _, p in ipairs(ctx:players()) do
      if p ~= owner then others[#others + 1] = p end
    end
    if #others == 0 then return end
    -- Only the players who can destroy the most of the two are offered (the OR rule, base/lib/or_rule.lua);
    -- with no such card in any of their hands nothing is asked.
    local function costly(q) return #C.filter(ctx, ctx:hand(q), cost_at_least(1)) end
    local holders, most = R.fullest(ctx, function(q) return math.min(2, costly(q)) end, others)
    if most == 0 then return end
    local p = ctx:choose_player{prompt = "Blighted Magic: who destroys two cards costing 1 or more?", players = holders}
    destroy_from_hand(ctx, p, 2, cost_at_least(1), "Blighted Magic: destroy two cards costing 1 or more")
  end,
}

M.cards.ray_of_desolation = {
  power = function(ctx)
    ctx:unleash(2)
    local spells = {}
    for _, e in ipairs(C.all_prepped(ctx)) do spells[#spells + 1] = e.spell end
    for _, s in ipairs(C.most_expensive(ctx, spells, 2, "players", "Ray Of Desolation: the two most expensive prepped spells")) do
      ctx:destroy(s)
    end
  end,
}


-- "Whenever a player damages it": a trigger on the moment minion_damaged, for this minion only.
local function hit_me(ctx)
  return ctx:event().card == ctx:this_card()
end

M.cards.mage_devourer = {
  when_minion_damaged = function(ctx)
    if not hit_me(ctx) then return end
    local p = C.most(ctx, "Mage Devourer: which of the players with the most open breaches suffers 1?",
                     function(q) return C.open_breaches(ctx, q) end)
    ctx:damage_player(p, 1)
  end,
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(1)
  end,
}

M.cards.scion_of_the_void = {
  when_minion_damaged = function(ctx)
    if hit_me(ctx) then ctx:unleash() end
  end,
  persistent = function(ctx) ctx:unleash(2) end,
}

return M
