-- outcasts.mage.zhana: Inscription - what the players protect gains 5 life and 2 glyph tokens go on one
-- supply pile. Her mat also settles glyphs: a card gained from a pile with glyphs takes them off, 1 charge
-- each to the gainer (lib/glyphs.lua, docs/decisions.md D46).
local G = ae.require("outcasts/lib/glyphs")

return {
  ability = function(ctx)
    ctx:gain_life("gravehold", 5)
    G.place(ctx, 2, ctx:you(), "Inscription: put 2 glyph tokens on which supply pile?")
  end,
  when_card_gained = function(ctx)
    local ev = ctx:event()
    G.claim(ctx, ev.player, ctx:card(ev.card).id)
  end,
}
