-- Outcasts basic nemesis cards, tier 1. "Any player" is the group's pick unless Marked For Death names
-- someone (lib/common.lua).
local C = ae.require("outcasts/lib/common")
local M = {cards = {}}

-- The source is the content id of what deals the damage; spells costing 5 or more deal it only 1.
M.cards.moon_call_hound = {
  modify_damage = function(ctx, amount, source)
    local def = ctx:definition(source)
    if def and def.type == "spell" and def.cost >= 5 then return math.min(amount, 1) end
    return amount
  end,
  persistent = function(ctx)
    ctx:damage_gravehold(2)
  end,
}

-- Wanderer: the engine caps player damage at 1 and offers the aether attack (NemesisCardDef::wanderer).
M.cards.flagellant_wanderer = {
  persistent = function(ctx)
    ctx:unleash()
  end,
}

M.cards.aura_drain = {
  token_removed = function(ctx)
    ctx:damage_player(C.any_player(ctx, "Aura Drain: who suffers 2 damage?"), 2)
  end,
  can_discard = function(ctx)
    return ctx:aether() >= 5
  end,
  to_discard = function(ctx)
    ctx:spend_aether(5)
  end,
  power = function(ctx)
    ctx:unleash()
  end,
}

M.cards.unwholesome_wind = {
  can_discard = function(ctx)
    return ctx:aether() >= 5
  end,
  to_discard = function(ctx)
    ctx:spend_aether(5)
  end,
  power = function(ctx)
    ctx:damage_gravehold(3)
    ctx:gain_curse(C.any_player(ctx, "Noxious Winds: who gains a Cursed Shard?"), "outcasts.curse.cursed_shard")
    ctx:gain_curse(C.any_player(ctx, "Noxious Winds: who gains a Cursed Missile?"), "outcasts.curse.cursed_missile")
  end,
}

M.cards.weeping_curse = {
  effect = function(ctx)
    ctx:unleash()
    local p = C.any_player(ctx, "Weeping Hex: who suffers 2 damage and gains a Cursed Shard on their deck?")
    ctx:damage_player(p, 2)
    ctx:gain_curse(p, "outcasts.curse.cursed_shard", "deck")
  end,
}

M.cards.dried_rot = {
  effect = function(ctx)
    local p = C.any_player(ctx, "Withering Rot: who suffers 3 damage and gains a Curse of Rot?")
    ctx:damage_player(p, 3)
    ctx:gain_curse(p, "outcasts.curse.curse_of_rot")
  end,
}

-- No To discard: it always resolves. The Cursed Bolt is not in our sources; Cursed Missile stands in (D26).
M.cards.haunted_force = {
  power = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(2)
    ctx:gain_curse(C.any_player(ctx, "Haunted Force: who gains a Cursed Missile?"), "outcasts.curse.cursed_missile")
  end,
}

-- Stays in front of the player with the most open breaches (Engine::place_before) and reacts there.
M.cards.hemorrhage = {
  effect = function(ctx)
    ctx:unleash()
    ctx:damage_gravehold(1)
    local p = C.most(ctx, "Hemorrhage: in front of which player with the most open breaches?",
                     function(q) return C.open_breaches(ctx, q) end)
    ctx:place_before(ctx:this_card(), p)
  end,
  when_turn_started = function(ctx)
    local p = ctx:event().player
    if p ~= nil and p == ctx:placed_before(ctx:this_card()) then ctx:damage_player(p, 1) end
  end,
  -- Gone once its player gains a card costing 5 or more, or one as costly as the priciest card that was
  -- available (the gained card's own pile counts, even if it is now empty).
  when_card_gained = function(ctx)
    local ev = ctx:event()
    if ev.player ~= ctx:placed_before(ctx:this_card()) then return end
    local gained = ctx:card(ev.card)
    local priciest = gained.cost
    for _, pile in ipairs(ctx:supply()) do
      if pile.count > 0 and pile.cost > priciest then priciest = pile.cost end
    end
    if gained.cost >= 5 or gained.cost >= priciest then
      ctx:log("Hemorrhage ends: " .. gained.name .. " was gained")
      ctx:discard(ctx:this_card())
    end
  end,
}

return M
