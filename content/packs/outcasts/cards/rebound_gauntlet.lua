-- outcasts.treasure.rebound_gauntlet (level 3, its owner's): once per turn, after its owner casts a spell
-- costing 5 or less, they may discard a spell from their hand to take the cast spell back into their hand.
local C = ae.require("outcasts/lib/common")

local function in_discard(ctx, p, card)
  for _, c in ipairs(ctx:discard_pile(p)) do
    if c == card then return true end
  end
  return false
end

return {
  when_spell_cast = function(ctx)
    local ev, you = ctx:event(), ctx:you()
    local mark = "rebound_gauntlet:" .. you
    if ev.player ~= you or ev.amount > 5 or ctx:turn_marked(mark) then return end
    -- The cast spell must still be where casting put it (an effect may have prepped it again).
    if not in_discard(ctx, you, ev.card) then return end
    local spells = C.filter(ctx, ctx:hand(you), function(c) return c.type == "spell" end)
    local name = ctx:card(ev.card).name
    local pick = C.maybe_card(ctx, "Rebound Gauntlet: discard a spell to take " .. name .. " back into your hand?",
                              spells)
    if pick == nil then return end
    ctx:mark_turn(mark)
    ctx:discard(pick)
    ctx:move(ev.card, you, "hand")
  end,
}
