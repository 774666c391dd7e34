-- base.gem.tourmaline_shard (Phaedraxa): gain 1 aether; an ally may suffer 1 damage to destroy a card
-- in their hand. Only allies with a card in hand are offered (the OR rule, base/lib/or_rule.lua): the
-- damage is never suffered for nothing; with no such ally nothing is asked.
local R = ae.require("base/lib/or_rule")

return {
  play = function(ctx)
    ctx:gain_aether(1)
    local ally = R.choose(ctx, "Tourmaline Shard: which ally may suffer 1 damage to destroy a card?",
                          R.allies_who(ctx, function(p) return #ctx:hand(p) > 0 end))
    if ally == nil then return end
    local answer = ctx:choose_option{
      prompt = "Tourmaline Shard: suffer 1 damage to destroy a card in your hand?",
      who = ally,
      options = {{id = "destroy", text = "Suffer 1 damage and destroy a card in hand"}, {id = "skip", text = "Do nothing"}},
    }
    if answer ~= "destroy" then return end
    ctx:damage_player(ally, 1)
    local picked = ctx:choose_cards{prompt = "Tourmaline Shard: destroy a card", who = ally, cards = ctx:hand(ally),
                                    min = 1, max = 1}
    for _, c in ipairs(picked) do ctx:destroy(c) end
  end,
}
