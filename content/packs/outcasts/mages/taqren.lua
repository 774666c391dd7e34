-- outcasts.mage.taqren: Sustain - 3 life to you, or to what the players protect when you are exhausted.
-- The Barrier track on the back of his mat is not modelled (docs/decisions.md).
return {
  ability = function(ctx)
    local you = ctx:you()
    if ctx:exhausted(you) then
      ctx:gain_life("gravehold", 3)
    else
      ctx:gain_life(you, 3)
    end
  end,
}
