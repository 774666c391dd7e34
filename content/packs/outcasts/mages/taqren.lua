-- outcasts.mage.taqren: Sustain - 3 life to you, or to what the players protect when you are exhausted.
-- His mat's Barrier track (rules/outcasts.md §12.3): the token starts on space 1; whenever he suffers
-- damage, or would while exhausted, he moves it to another space of his choice and resolves that space.
-- Exhausted, his damage reaches Gravehold 1 for 1 (exhausted_multiplier in taqren.yaml).
local C = ae.require("outcasts/lib/common")

local SPACES = {
  {id = "1", text = "Any ally draws a card"},
  {id = "2", text = "Focus your closed breach with the lowest focus cost"},
  {id = "3", text = "Gain 1 charge"},
  {id = "4", text = "Prep a spell from your hand to one of your open or closed breaches"},
}

local function prep_from_hand(ctx, you)
  local spells = C.filter(ctx, ctx:hand(you), function(c) return c.type == "spell" end)
  local free = {}
  for _, b in ipairs(ctx:breaches(you)) do
    if (b.status == "open" or b.status == "closed") and #b.spells == 0 then
      free[#free + 1] = {id = tostring(b.number), text = "Breach " .. b.number}
    end
  end
  if #free == 0 then return end
  local spell = C.maybe_card(ctx, "Barrier: prep a spell from your hand?", spells, you)
  if not spell then return end
  local pick = ctx:choose_option{prompt = "Barrier: onto which breach?", options = free, who = you}
  ctx:prep(spell, math.tointeger(tonumber(pick)), true)
end

local RESOLVE = {
  ["1"] = function(ctx, you)
    ctx:draw(ctx:choose_player{prompt = "Barrier: which ally draws a card?", players = C.allies(ctx), who = you}, 1)
  end,
  ["2"] = function(ctx, you)
    local n = C.cheapest_closed(ctx, you)
    if n then ctx:focus(you, n) end
  end,
  ["3"] = function(ctx, you) ctx:gain_charge(you, 1) end,
  ["4"] = prep_from_hand,
}

return {
  ability = function(ctx)
    local you = ctx:you()
    if ctx:exhausted(you) then
      ctx:gain_life("gravehold", 3)
    else
      ctx:gain_life(you, 3)
    end
  end,
  when_player_damaged = function(ctx)
    local you = ctx:you()
    if ctx:event().player ~= you then return end
    ctx.storage.outcasts_barrier = ctx.storage.outcasts_barrier or {}
    local key = "p" .. you
    local at = ctx.storage.outcasts_barrier[key] or "1"
    local options = {}
    for _, s in ipairs(SPACES) do
      if s.id ~= at then options[#options + 1] = {id = s.id, text = s.text} end
    end
    local to = ctx:choose_option{prompt = "Barrier: move the token to which space?", options = options, who = you}
    ctx.storage.outcasts_barrier[key] = to
    ctx:log("Barrier token moves to space " .. to)
    RESOLVE[to](ctx, you)
  end,
}
