-- outcasts.treasure.treasured_stone (level 3, its owner's): as the first turn of the battle starts (whoever
-- takes it, docs/decisions.md D45), its owner gains a gem from any supply pile.
return {
  when_turn_started = function(ctx)
    if ctx:event().amount ~= 1 then return end
    local options = {}
    for _, pile in ipairs(ctx:supply()) do
      if pile.type == "gem" and pile.count > 0 then
        options[#options + 1] = {id = pile.card, text = pile.name .. " (" .. pile.cost .. ")"}
      end
    end
    if #options == 0 then return end
    local gem = ctx:choose_option{prompt = "Treasured Stone: gain which gem?", options = options}
    ctx:gain_card(ctx:you(), gem)
  end,
}
