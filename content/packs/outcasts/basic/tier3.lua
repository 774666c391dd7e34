-- Outcasts basic nemesis cards, tier 3.
local C = ae.require("outcasts/lib/common")
local M = {cards = {}}

M.cards.breach_spike = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = C.most(ctx, "Breach Spike: which of the players with the most prepped spells suffers 3 damage?",
                     function(q) return #ctx:prepped_spells(q) end)
    ctx:damage_player(p, 3)
  end,
}

M.cards.knockdown = {
  effect = function(ctx)
    ctx:unleash(2)
    ctx:damage_gravehold(4)
  end,
}

M.cards.endless_torment = {
  can_discard = function(ctx)
    return ctx:aether() >= 8
  end,
  to_discard = function(ctx)
    ctx:spend_aether(8)
  end,
  power = function(ctx)
    local answer = ctx:choose_option{prompt = "Endless Torment: choose one", options = {
      {id = "unleash", text = "Unleash three times"},
      {id = "suffer", text = "A player suffers 6 damage"},
    }}
    if answer == "unleash" then
      ctx:unleash(3)
    else
      ctx:damage_player(C.any_player(ctx, "Endless Torment: who suffers 6 damage?"), 6)
    end
  end,
}

-- The 3 most expensive cards; when cards of the same cost straddle the cut, the player picks among them.
M.cards.acceleration = {
  effect = function(ctx)
    ctx:unleash(2)
    local p = C.any_player_fullest(ctx, "Throttle: who destroys the 3 most expensive cards in their hand?",
                                   function(q) return math.min(3, #ctx:hand(q)) end)
    for _, c in ipairs(C.most_expensive(ctx, ctx:hand(p), 3, p, "Throttle: destroy the 3 most expensive cards")) do
      ctx:destroy(c)
    end
  end,
}

local function costly_prepped(ctx)
  local out = {}
  for _, b in ipairs(ctx:breaches(ctx:you())) do
    for _, s in ipairs(b.spells) do
      if ctx:card(s).cost >= 3 then out[#out + 1] = {spell = s, breach = b.number} end
    end
  end
  return out
end

M.cards.dark_depths = {
  can_discard = function(ctx)
    return #costly_prepped(ctx) > 0
  end,
  to_discard = function(ctx)
    local options = {}
    for _, e in ipairs(costly_prepped(ctx)) do
      options[#options + 1] = {id = tostring(e.breach), text = ctx:card(e.spell).name .. " on breach " .. e.breach}
    end
    local pick = math.tointeger(tonumber(ctx:choose_option{prompt = "Darkening Depths: destroy which spell and its breach?",
                                                          options = options}))
    local spell = ctx:breaches(ctx:you())[pick].spells[1]
    ctx:destroy(spell)
    ctx:destroy_breach(ctx:you(), pick)
  end,
  power = function(ctx)
    ctx:unleash()
    local lowest = nil
    for _, p in ipairs(ctx:players()) do
      if not ctx:exhausted(p) and (lowest == nil or ctx:life(p) < lowest) then lowest = ctx:life(p) end
    end
    local tied = {}
    for _, p in ipairs(ctx:players()) do
      if not ctx:exhausted(p) and ctx:life(p) == lowest then tied[#tied + 1] = p end
    end
    if #tied == 0 then tied = ctx:players() end
    ctx:damage_player(ctx:choose_player{prompt = "Darkening Depths: who suffers 3 damage?", players = tied}, 3)
  end,
}

M.cards.nyx_the_spine_cruncher = {
  persistent = function(ctx)
    ctx:unleash()
    ctx:damage_player(C.any_player(ctx, "Nyx: who suffers 2 damage?"), 2)
  end,
}

-- Nemesis turn order cards already drawn this round make the ritual worse.
M.cards.apocalypse_ritual = {
  can_discard = function(ctx) return ctx:aether() >= 8 end,
  to_discard = function(ctx) ctx:spend_aether(8) end,
  power = function(ctx)
    local n = 0
    for _, label in ipairs(ctx:turn_order_discard()) do
      if label == "nemesis" then n = n + 1 end
    end
    if n > 0 then ctx:damage_gravehold(5 * n) end
  end,
}

return M
