-- legacy.relic.adrenal_batteries: gain 2 pulse; you may lose 4 pulse to open a closed breach of any player,
-- who then gains a supply spell costing 5 or less and preps it to that breach. (Which player gains the
-- spell is ours: the one whose breach was opened, so the prep needs no change of owner.)
local P = ae.require("legacy/lib/pulse")
local NUMERAL = {"I", "II", "III", "IV"}

local function closed_breaches(ctx)
  local options, targets = {}, {}
  for _, p in ipairs(ctx:players()) do
    for n, b in ipairs(ctx:breaches(p)) do
      if b.status == "closed" then
        local id = "p" .. p .. ":" .. n
        options[#options + 1] = {id = id, text = "Open breach " .. NUMERAL[n] .. " of player " .. p}
        targets[id] = {p, n}
      end
    end
  end
  return options, targets
end

return {
  play = function(ctx)
    local you = ctx:you()
    P.gain(ctx, you, 2)
    local options, targets = closed_breaches(ctx)
    if #options == 0 then return end
    if not P.may_lose(ctx, you, 4, "Adrenal Batteries: lose 4 pulse to open a breach and prep a new spell?",
                      "Lose 4 pulse") then
      return
    end
    local t = targets[ctx:choose_option{prompt = "Adrenal Batteries: open which breach?", options = options}]
    local p, n = t[1], t[2]
    ctx:open(p, n)
    local spells = {}
    for _, pile in ipairs(ctx:supply()) do
      if pile.type == "spell" and pile.cost <= 5 and pile.count > 0 then
        spells[#spells + 1] = {id = pile.card, text = "Gain " .. pile.name .. " (" .. pile.cost .. ")"}
      end
    end
    if #spells == 0 then return end
    local id = ctx:choose_option{prompt = "Adrenal Batteries: which spell is gained and prepped?", options = spells}
    ctx:prep(ctx:gain_card(p, id), n)
  end,
}
