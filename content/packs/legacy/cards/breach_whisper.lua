-- legacy.spell.breach_whisper (upgrade S4): focus a breach of any player.
local C = ae.require("legacy/lib/common")
return {
  cast = function(ctx)
    C.focus_any_breach(ctx, "Breach Whisper: focus which breach?")
  end,
}
