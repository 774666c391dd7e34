-- base.mage.mist: Divine Augury - an ally draws 4 cards (alone, you are your own ally).
return {
  ability = function(ctx)
    local you, others = ctx:you(), {}
    for _, p in ipairs(ctx:players()) do
      if p ~= you then others[#others + 1] = p end
    end
    local ally = you
    if #others > 0 then ally = ctx:choose_player{prompt = "Divine Augury: which ally draws four cards?", players = others} end
    ctx:draw(ally, 4)
  end,
}
