-- legacy.relic.void_mill: focus a breach of any player; then up to two different players may each destroy
-- the top card of their own discard pile.
local C = ae.require("legacy/lib/common")

return {
  play = function(ctx)
    C.focus_any_breach(ctx, "Void Mill: focus which breach?")
    local used = {}
    for _ = 1, 2 do
      local options, owner = {}, {}
      for _, p in ipairs(ctx:players()) do
        local pile = ctx:discard_pile(p)
        if not used[p] and #pile > 0 then
          local id = "p" .. p
          options[#options + 1] = {id = id, text = "Player " .. p .. " destroys " ..
                                   ctx:card(pile[#pile]).name .. " from the top of their discard pile"}
          owner[id] = p
        end
      end
      if #options == 0 then return end
      options[#options + 1] = {id = "stop", text = "Destroy nothing more"}
      local which = ctx:choose_option{prompt = "Void Mill: who destroys their top discard?", options = options}
      if which == "stop" then return end
      local p = owner[which]
      used[p] = true
      local pile = ctx:discard_pile(p)
      ctx:destroy(pile[#pile])
    end
  end,
}
