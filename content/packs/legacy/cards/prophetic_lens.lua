-- legacy.relic.prophetic_lens: gain a charge; reveal your top deck card and destroy it, or keep it and gain
-- 1 aether. The card is revealed by drawing it and moving it back on top when kept, as Sifter's Pearl
-- does (there is no "reveal" action).
return {
  play = function(ctx)
    local you = ctx:you()
    ctx:gain_charge(you, 1)
    if ctx:draw(you, 1) == 0 then return end
    local hand = ctx:hand(you)
    local card = hand[#hand]
    local name = ctx:card(card).name
    local answer = ctx:choose_option{
      prompt = "Prophetic Lens: the top card of your deck is " .. name,
      options = {{id = "destroy", text = "Destroy " .. name},
                 {id = "keep", text = "Leave " .. name .. " on top and gain 1 aether"}},
    }
    if answer == "destroy" then
      ctx:destroy(card)
    else
      ctx:move(card, you, "deck_top")
      ctx:gain_aether(1)
    end
  end,
}
