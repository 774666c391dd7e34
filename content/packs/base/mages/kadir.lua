-- base.mage.kadir: Otherworldly Gate - the turn's player returns up to 3 spells from their discard pile
-- to hand and, for the rest of this turn, may prep up to two spells to each of their open breaches (the
-- turn mark the engine honours).
return {
  ability = function(ctx)
    local p = ctx:active_player()
    if p == nil then return end
    local spells = {}
    for _, c in ipairs(ctx:discard_pile(p)) do
      if ctx:card(c).type == "spell" then spells[#spells + 1] = c end
    end
    local picked = ctx:choose_cards{prompt = "Otherworldly Gate: return up to three spells to your hand", who = p,
                                    cards = spells, min = 0, max = 3}
    for _, c in ipairs(picked) do ctx:move(c, p, "hand") end
    ctx:mark_turn("two_spells_per_open_breach")
  end,
}
