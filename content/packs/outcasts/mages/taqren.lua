-- outcasts.mage.taqren: Sustain - 3 life to you, or to what the players protect when you are exhausted.
-- His mat's Barrier track (rules/outcasts.md §12.3): the token starts on space 1; whenever he suffers
-- damage, or would while exhausted, he moves it to another space of his choice and resolves that space.
-- Exhausted, his damage reaches Gravehold 1 for 1 (exhausted_multiplier in taqren.yaml).
local C = ae.require("outcasts/lib/common")
local R = ae.require("base/lib/or_rule")

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

local function can_draw(ctx, p)
  return ctx:deck_size(p) + #ctx:discard_pile(p) > 0
end

-- Whether each space's effect would change anything now (the OR rule, base/lib/or_rule.lua).
local USEFUL = {
  ["1"] = function(ctx) return #R.allies_who(ctx, function(p) return can_draw(ctx, p) end) > 0 end,
  ["2"] = function(ctx, you) return C.cheapest_closed(ctx, you) ~= nil end,
  ["3"] = function(ctx, you) return R.can_gain_charge(ctx, you) end,
  ["4"] = function(ctx, you)
    if #C.filter(ctx, ctx:hand(you), function(c) return c.type == "spell" end) == 0 then return false end
    for _, b in ipairs(ctx:breaches(you)) do
      if (b.status == "open" or b.status == "closed") and #b.spells == 0 then return true end
    end
    return false
  end,
}

local RESOLVE = {
  ["1"] = function(ctx, you)
    -- Only allies who have a card to draw are offered.
    local ally = R.choose(ctx, "Barrier: which ally draws a card?",
                          R.allies_who(ctx, function(p) return can_draw(ctx, p) end), you)
    if ally then ctx:draw(ally, 1) end
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
    -- The token must move, but not to a space whose effect would change nothing while another's would:
    -- those are refused (the OR rule). When no space would change anything, any of them may be taken.
    local options, useful = {}, 0
    for _, s in ipairs(SPACES) do
      if s.id ~= at then
        local ok = USEFUL[s.id](ctx, you)
        if ok then useful = useful + 1 end
        options[#options + 1] = {id = s.id, text = s.text, enabled = ok, reason = "it would change nothing now"}
      end
    end
    if useful == 0 then
      for _, o in ipairs(options) do o.enabled = true end
    end
    local to = ctx:choose_option{prompt = "Barrier: move the token to which space?", options = options, who = you}
    ctx.storage.outcasts_barrier[key] = to
    ctx:log("Barrier token moves to space " .. to)
    RESOLVE[to](ctx, you)
  end,
}
