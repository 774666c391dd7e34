-- outcasts.treasure.world_marble (level 3, its owner's): as the first turn of the battle starts (whoever
-- takes it, docs/decisions.md D45), its owner focuses one of their closed breaches three times; focuses
-- left once it is open are lost.
return {
  when_turn_started = function(ctx)
    if ctx:event().amount ~= 1 then return end
    local you, options = ctx:you(), {}
    for _, b in ipairs(ctx:breaches(you)) do
      if b.status == "closed" then
        options[#options + 1] = {id = "breach" .. b.number, text = "Breach " .. b.number}
      end
    end
    if #options == 0 then return end
    local pick = ctx:choose_option{prompt = "World Marble: focus which breach three times?", options = options}
    local n = tonumber(pick:sub(7))
    for _ = 1, 3 do
      if ctx:breaches(you)[n].status ~= "closed" then break end
      ctx:focus(you, n)
    end
  end,
}
