-- outcasts.gem.glyph_carver (Z'hana): 1 aether (glyphs are not modelled, docs/decisions.md).
return {
  play = function(ctx)
    ctx:gain_aether(1)
  end,
}
