-- base.spell.feral_lightning: deal 3 damage (prep_to_closed is set in the YAML).
return {
  cast = function(ctx)
    ctx:deal_damage(3)
  end,
}
