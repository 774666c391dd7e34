-- base.spell.wildfire_whip: deal 4 damage.
-- Missing hook: a "while prepped" main-phase action (pay 2 aether: cast any player's prepped spell).
return {
  cast = function(ctx)
    ctx:deal_damage(4)
  end,
}
