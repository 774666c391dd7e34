-- outcasts.spell.paired_storm (Link: the tag `link` lets it share a breach with another Link spell): 2
-- damage, 4 when it is the second Paired Storm its caster casts this turn.
return {
  cast = function(ctx)
    local you = ctx:you()
    local first, second = "paired_storm:" .. you .. ":1", "paired_storm:" .. you .. ":2"
    if not ctx:turn_marked(first) then
      ctx:mark_turn(first)
      ctx:deal_damage(2)
    elseif not ctx:turn_marked(second) then
      ctx:mark_turn(second)
      ctx:deal_damage(4)
    else
      ctx:deal_damage(2)
    end
  end,
}
