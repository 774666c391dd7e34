-- base.gem.vriswood_amber: gain 2 aether. When you gain it, you may put it on top of your deck instead
-- of where it went (the discard pile when bought; a script may gain it to the hand).
local function where(ctx, you, card)
  for _, c in ipairs(ctx:discard_pile(you)) do
    if c == card then return "discard pile" end
  end
  for _, c in ipairs(ctx:hand(you)) do
    if c == card then return "hand" end
  end
  return nil -- already on the deck (gained to "deck_top"), or moved away meanwhile
end

return {
  on_gain = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    local zone = where(ctx, you, me)
    if zone == nil then return end
    local answer = ctx:choose_option{
      prompt = "V'riswood Amber: put it on top of your deck?",
      options = {
        {id = "top", text = "Put V'riswood Amber on top of your deck"},
        {id = "leave", text = "Leave it in your " .. zone},
      },
    }
    if answer == "top" then ctx:move(me, you, "deck_top") end
  end,
  play = function(ctx)
    ctx:gain_aether(2)
  end,
}
