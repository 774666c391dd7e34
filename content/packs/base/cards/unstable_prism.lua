-- base.relic.unstable_prism: play a gem from your hand twice and destroy it, OR gain 2 aether.
-- Missing hook: there is no action that plays a card from hand. The gem is destroyed first and its own
-- module's play effect is then run twice with this ctx (no CardPlayed event for the gem).
local function gem_module(card_id)
  local pack, name = string.match(card_id, "^([%w_]+)%.gem%.([%w_]+)$")
  if not pack then return nil end
  local ok, m = pcall(ae.require, pack .. "/cards/" .. name)
  if ok and type(m) == "table" and type(m.play) == "function" then return m end
  return nil
end

return {
  play = function(ctx)
    local you = ctx:you()
    local gems, modules = {}, {}
    for _, c in ipairs(ctx:hand(you)) do
      local info = ctx:card(c)
      if info.type == "gem" then
        local m = gem_module(info.id)
        if m then
          gems[#gems + 1] = c
          modules[#gems] = m
        end
      end
    end
    local answer = ctx:choose_option{
      prompt = "Unstable Prism: choose one",
      options = {
        {id = "twice", text = "Play a gem from your hand twice, then destroy it", enabled = #gems > 0,
         reason = "no gem in hand"},
        {id = "aether", text = "Gain 2 aether"},
      },
    }
    if answer ~= "twice" then
      ctx:gain_aether(2)
      return
    end
    local picked = ctx:choose_cards{prompt = "Unstable Prism: which gem?", cards = gems}
    local module
    for i, c in ipairs(gems) do
      if c == picked[1] then module = modules[i] end
    end
    ctx:destroy(picked[1])
    module.play(ctx)
    module.play(ctx)
  end,
}
