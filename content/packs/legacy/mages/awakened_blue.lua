-- Awakened blue mats: Tidal Ward (ours). Usable in any player's main phase, so it can answer a bad turn.
return {
  ability = function(ctx) ctx:mark_turn("prevent_damage") end,
}
