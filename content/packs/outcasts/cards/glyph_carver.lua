-- outcasts.gem.glyph_carver (Z'hana): 1 aether, or a glyph token on a supply pile (lib/glyphs.lua).
local G = ae.require("outcasts/lib/glyphs")

return {
  play = function(ctx)
    local left = G.TOKENS - G.out(ctx)
    local answer = ctx:choose_option{prompt = "Glyph Carver: choose one", options = {
      {id = "aether", text = "Gain 1 aether"},
      {id = "glyph", text = "Put a glyph token on a supply pile", enabled = left > 0,
       reason = "all 5 glyph tokens are out"},
    }}
    if answer == "glyph" then
      G.place(ctx, 1, ctx:you(), "Glyph Carver: on which supply pile?")
    else
      ctx:gain_aether(1)
    end
  end,
}
