-- outcasts.treasure.poison_heart (level 2, the group's): set by one spell pile costing 5 or less when the
-- battle starts; spells of that pile deal 1 more damage when cast (docs/decisions.md D45).
return {
  when_battle_started = function(ctx)
    local options = {}
    for _, pile in ipairs(ctx:supply()) do
      if pile.type == "spell" and pile.cost <= 5 then
        options[#options + 1] = {id = pile.card, text = pile.name .. " (" .. pile.cost .. ")"}
      end
    end
    if #options == 0 then
      ctx:log("Poison Heart: no spell pile costs 5 or less")
      return
    end
    local pile = ctx:choose_option{prompt = "Poison Heart: by which spell pile is it set?", options = options,
                                   who = "players"}
    ctx.storage.poison_heart = pile
    ctx:log("Poison Heart is set by the pile of " .. ctx:definition(pile).name)
  end,
  -- A query: the bonus joins the spell's damage like the open-breach bonus (its first damage).
  spell_bonus = function(ctx, bonus, spell)
    if spell == ctx.storage.poison_heart then return bonus + 1 end
    return bonus
  end,
}
