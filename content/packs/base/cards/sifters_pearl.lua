-- base.gem.sifters_pearl: gain 2 aether; every player looks at their top deck card and discards it or
-- keeps it on top. The card is shown by drawing it and, when kept, moving it back on top (there is no
-- "reveal" action); an empty deck turns the discard pile over first, as for a reveal.
return {
  play = function(ctx)
    ctx:gain_aether(2)
    for _, p in ipairs(ctx:players()) do
      if ctx:draw(p, 1) == 1 then
        local hand = ctx:hand(p)
        local card = hand[#hand]
        local name = ctx:card(card).name
        local answer = ctx:choose_option{
          prompt = "Sifter's Pearl: the top card of your deck is " .. name,
          who = p,
          options = {{id = "keep", text = "Leave " .. name .. " on top of your deck"},
                     {id = "discard", text = "Discard " .. name}},
        }
        if answer == "discard" then
          ctx:discard(card)
        else
          ctx:move(card, p, "deck_top")
        end
      end
    end
  end,
}
