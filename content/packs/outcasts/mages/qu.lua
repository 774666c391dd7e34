-- outcasts.mage.qu: Combust Aether - when your draw phase ends (the hand already refilled), draw 3 more.
return {
  ability = function(ctx)
    ctx:draw(ctx:you(), 3)
  end,
}
