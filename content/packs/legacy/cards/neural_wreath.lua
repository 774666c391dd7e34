-- legacy.relic.neural_wreath: focus a breach of any player; then any player may prep a spell from hand.
local C = ae.require("legacy/lib/common")
local NUMERAL = {"I", "II", "III", "IV"}

-- Every (spell in hand, breach) pair the prep rules allow, checked by trying nothing: open and empty, or
-- closed, empty and focused this turn.
local function prep_options(ctx)
  local options, moves = {}, {}
  for _, p in ipairs(ctx:players()) do
    for _, c in ipairs(ctx:hand(p)) do
      if ctx:card(c).type == "spell" then
        for n, b in ipairs(ctx:breaches(p)) do
          if #b.spells == 0 and (b.status == "open" or (b.status == "closed" and b.focused)) then
            local id = "spell" .. #options + 1
            options[#options + 1] = {id = id, text = "Player " .. p .. " preps " .. ctx:card(c).name ..
                                     " to breach " .. NUMERAL[n]}
            moves[id] = {c, n}
          end
        end
      end
    end
  end
  return options, moves
end

return {
  play = function(ctx)
    C.focus_any_breach(ctx, "Neural Wreath: focus which breach?")
    local options, moves = prep_options(ctx)
    if #options == 0 then return end
    options[#options + 1] = {id = "none", text = "Nobody preps a spell"}
    local which = ctx:choose_option{prompt = "Neural Wreath: who preps which spell?", options = options,
                                    who = "players"}
    if moves[which] then ctx:prep(moves[which][1], moves[which][2]) end
  end,
}
