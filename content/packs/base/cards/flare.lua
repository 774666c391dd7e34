-- base.spell.flare (Xaxos): deal 1 damage.
-- Missing hook: revealing the top turn order card (3 damage instead of 1 when it is a player's card).
return {
  cast = function(ctx)
    ctx:deal_damage(1)
  end,
}
