-- base.mage.kadir: Otherworldly Gate - the turn's player returns up to 3 spells from their discard pile
-- to hand. Missing hook: a per-turn breach capacity (two spells per open breach) for the prep action.
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
  end,
}
