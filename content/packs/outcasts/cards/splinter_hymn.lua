-- outcasts.treasure.splinter_hymn (level 1): 1 damage; focus one of your closed breaches (you pick).
return {
  cast = function(ctx)
    ctx:deal_damage(1)
    local options = {}
    for _, b in ipairs(ctx:breaches(ctx:you())) do
      if b.status == "closed" then options[#options + 1] = {id = tostring(b.number), text = "Breach " .. b.number} end
    end
    if #options == 0 then return end
    local pick = ctx:choose_option{prompt = "Splinter Hymn: focus which breach?", options = options}
    ctx:focus(ctx:you(), math.tointeger(tonumber(pick)))
  end,
}
