-- base.mage.jian: Black Mirror - cast any player's prepped spell without discarding it, then cast it
-- again (discarding it).
-- Missing hook: casting a prepped spell without discarding it. The first cast runs the spell's own
-- module (found by the <pack>/cards/<name> convention) with this ctx, so it gets no breach bonus and
-- emits no SpellCast event; a spell from a module that cannot be found is cast once.
local function spell_module(card_id)
  local pack, name = string.match(card_id, "^([%w_]+)%.spell%.([%w_]+)$")
  if not pack then return nil end
  local ok, m = pcall(ae.require, pack .. "/cards/" .. name)
  if ok and type(m) == "table" and type(m.cast) == "function" then return m end
  return nil
end

return {
  ability = function(ctx)
    local spells = ctx:prepped_spells()
    if #spells == 0 then return end
    local picked = ctx:choose_cards{prompt = "Black Mirror: cast which prepped spell twice?", cards = spells}
    local spell = picked[1]
    local module = spell_module(ctx:card(spell).id)
    if module then module.cast(ctx) end
    for _, c in ipairs(ctx:prepped_spells()) do
      if c == spell then
        ctx:cast(spell) -- still prepped: the second, ordinary cast discards it
        return
      end
    end
  end,
}
