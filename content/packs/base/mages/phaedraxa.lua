-- base.mage.phaedraxa: Auspex Rune. Its window ("a turn order card was just drawn") does not exist yet,
-- so the YAML says `window: never` and this is never called.
-- Missing hooks: that window, and preventing damage to players and Gravehold for the rest of a turn.
return {
  ability = function(ctx)
    ctx:log("Auspex Rune has no effect until the engine offers its window")
  end,
}
