-- base.relic.focusing_orb: focus a breach of any player, OR destroy this and Gravehold gains 3 life. Each
-- branch is offered only when it can change something (the OR rule, base/lib/or_rule.lua): Gravehold at
-- full life gains nothing, so the Orb is not destroyed for nothing; with neither possible, nothing happens.
local R = ae.require("base/lib/or_rule")
local NUMERAL = {"I", "II", "III", "IV"}

return {
  play = function(ctx)
    local targets = {}
    for _, p in ipairs(ctx:players()) do
      for n, b in ipairs(ctx:breaches(p)) do
        if b.status == "closed" then targets[#targets + 1] = {p, n} end
      end
    end
    local answer = ctx:choose_option{
      prompt = "Focusing Orb: choose one",
      options = {
        {id = "focus", text = "Focus a closed breach of any player", enabled = #targets > 0,
         reason = "no closed breach"},
        {id = "destroy", text = "Destroy Focusing Orb; Gravehold gains 3 life",
         enabled = R.can_gain_life(ctx, "gravehold"), reason = ctx:protected_name() .. " is at full life"},
      },
    }
    if answer == nil then return end
    if answer == "destroy" then
      ctx:destroy(ctx:this_card())
      ctx:gain_life("gravehold", 3)
      return
    end
    local options = {}
    for i, t in ipairs(targets) do
      options[i] = {id = "p" .. t[1] .. ":" .. t[2], text = "Breach " .. NUMERAL[t[2]] .. " of player " .. t[1]}
    end
    local which = ctx:choose_option{prompt = "Focusing Orb: focus which breach?", options = options}
    for _, t in ipairs(targets) do
      if which == "p" .. t[1] .. ":" .. t[2] then ctx:focus(t[1], t[2]) end
    end
  end,
}
