-- base.mage.adelheim: Aethereal Ward. Offered when the nemesis draws an attack or a power, before it
-- resolves; the drawn card is ctx:this_card(). Discarding it stops it from resolving at all.
return {
  ability = function(ctx)
    local card = ctx:this_card()
    if card then
      ctx:log("Aethereal Ward discards " .. ctx:card(card).name .. " before it resolves")
      ctx:discard(card)
    end
  end,
}
