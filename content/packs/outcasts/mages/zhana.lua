-- outcasts.mage.zhana: Inscription - what the players protect gains 5 life (glyphs are not modelled).
return {
  ability = function(ctx)
    ctx:gain_life("gravehold", 5)
  end,
}
