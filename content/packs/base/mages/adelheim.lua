-- base.mage.adelheim: Aethereal Ward. Its window ("a nemesis attack or power was drawn, before it
-- resolves") does not exist yet, so the YAML says `window: never` and this is never called.
-- Missing hooks: that window, and an action that discards the card being resolved without effect.
return {
  ability = function(ctx)
    ctx:log("Aethereal Ward has no effect until the engine offers its window")
  end,
}
