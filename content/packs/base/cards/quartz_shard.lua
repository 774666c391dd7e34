-- base.gem.quartz_shard (Lash): gain 1 aether.
-- Missing hook: looking at the top turn order card and moving it to the top or bottom (then +1 aether
-- when it is a player's card) needs a ctx query and action for the turn order deck.
return {
  play = function(ctx)
    ctx:gain_aether(1)
  end,
}
