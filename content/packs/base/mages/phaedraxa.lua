-- base.mage.phaedraxa: Auspex Rune. Offered right after a turn order card is drawn; the "prevent_damage"
-- turn mark makes the engine prevent all damage to players and Gravehold until that turn ends.
return {
  ability = function(ctx)
    ctx:mark_turn("prevent_damage")
  end,
}
