-- Outcasts basic nemesis cards, tier 2.
local C = ae.require("outcasts/lib/common")
local M = {cards = {}}

local function most_open(ctx)
  return C.most(ctx, "Seeking Destruction: which of the players with the most open breaches is marked?",
                function(p) return C.open_breaches(ctx, p) end)
end

-- The marked player lives in ctx.storage (a basic card is in the deck only once).
M.cards.seeking_destruction = {
  immediately = function(ctx)
    ctx.storage.outcasts_seeking = most_open(ctx)
  end,
  can_discard = function(ctx)
    return ctx:aether() >= 7
  end,
  to_discard = function(ctx)
    ctx:spend_aether(7)
  end,
  power = function(ctx)
    local marked = ctx.storage.outcasts_seeking
    local mine = marked and C.open_breaches(ctx, marked) or -1
    local still = marked ~= nil
    for _, p in ipairs(ctx:players()) do
      if p ~= marked and C.open_breaches(ctx, p) > mine then still = false end
    end
    if still then
      ctx:damage_player(marked, 5)
    else
      ctx:unleash(2)
    end
    ctx.storage.outcasts_seeking = nil
  end,
}

M.cards.magic_grip = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = C.any_player_fullest(ctx,
      "Conjured Grapple: who suffers 2 damage, discards 2 cards and gains Cursed Shackles?",
      function(q) return math.min(2, #ctx:hand(q)) end)
    ctx:damage_player(p, 2)
    local hand = ctx:hand(p)
    if #hand > 0 then
      local n = math.min(2, #hand)
      for _, c in ipairs(ctx:choose_cards{prompt = "Conjured Grapple: discard " .. n .. " cards", cards = hand,
                                          min = n, max = n, who = p}) do
        ctx:discard(c)
      end
    end
    ctx:gain_curse(p, "outcasts.curse.cursed_shackles", "hand")
  end,
}

M.cards.marked_to_die = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = ctx:choose_player{prompt = "Marked For Death: which player is marked?"}
    ctx.storage.outcasts_marked = p
    ctx:log("player " .. p .. " is marked to die")
  end,
}

-- The source is the content id of what deals the damage; cheap spells (cost 3 or less) deal it only 1.
M.cards.chitin_crawler = {
  modify_damage = function(ctx, amount, source)
    local def = ctx:definition(source)
    if def and def.type == "spell" and def.cost <= 3 then return math.min(amount, 1) end
    return amount
  end,
  persistent = function(ctx)
    local pick = ctx:choose_option{prompt = "Chitin Crawler: which does the nemesis do?", who = "players",
                                   options = {{id = "damage", text = "A player suffers 3 damage"},
                                              {id = "unleash", text = "Unleash"}}}
    if pick == "unleash" then
      ctx:unleash()
    else
      ctx:damage_player(C.any_player(ctx, "Chitin Crawler: who suffers 3 damage?"), 3)
    end
  end,
}

-- Wanderer: the engine caps player damage at 1 and offers the aether attack (NemesisCardDef::wanderer).
M.cards.wandering_observer = {
  persistent = function(ctx) ctx:damage_gravehold(2) end,
}

M.cards.toxic_subterfuge = {
  token_removed = function(ctx) ctx:damage_gravehold(2) end,
  can_discard = function(ctx) return ctx:aether() >= 7 end,
  to_discard = function(ctx) ctx:spend_aether(7) end,
  power = function(ctx) ctx:unleash() end,
}

-- A modifier for every minion (the modify_minion_damage hook, docs/lua-api.md): minions of the nemesis deck
-- (tiers 1-3, not tier-0 side-deck cards) take 1 less from each instance, never less than 1 (0 stays 0).
M.cards.suffocating_haze = {
  modify_minion_damage = function(ctx, amount, source)
    if ctx:card(ctx:event().card).tier < 1 or amount <= 1 then return amount end
    return amount - 1
  end,
  power = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(2)
  end,
}

return M
