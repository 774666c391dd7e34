-- base.mage.xaxos: Metaphysical Link - allies share 4 charges, handed out one at a time by you; then you
-- look at the whole turn order deck and put it back in any order (base/lib/turn_order.lua restack).
local turn_order = ae.require("base/lib/turn_order")
local R = ae.require("base/lib/or_rule")

local function share_charges(ctx)
  local you = ctx:you()
  for _ = 1, 4 do
    local open = {}
    for _, p in ipairs(ctx:players()) do
      -- Only allies who would gain it (not full, not exhausted: the OR rule, base/lib/or_rule.lua).
      if (p ~= you or #ctx:players() == 1) and R.can_gain_charge(ctx, p) then open[#open + 1] = p end
    end
    if #open == 0 then return end
    ctx:gain_charge(ctx:choose_player{prompt = "Metaphysical Link: who gains a charge?", players = open}, 1)
  end
end

return {
  ability = function(ctx)
    share_charges(ctx)
    turn_order.restack(ctx, "Metaphysical Link")
  end,
}
