-- Small rules every base nemesis script needs the same way (../shared/nemeses-base.md §0).
-- Load with ae.require("base/lib/nemesis_common").
local C = {}

-- A nemesis's Increased Difficulty rule holds on expert and extinction (§0.3).
function C.increased_difficulty(ctx)
  local d = ctx:difficulty()
  return d == "expert" or d == "extinction"
end

-- "To discard: spend N aether": the can_discard and to_discard entries of a power card, merged into `card`.
function C.aether_to_discard(n, card)
  card.can_discard = function(ctx)
    return ctx:aether() >= n
  end
  card.to_discard = function(ctx)
    ctx:spend_aether(n)
  end
  return card
end

-- The Minion handle of the card whose effect runs (a minion that looks at its own life), or nil.
function C.own_minion(ctx)
  local me = ctx:this_card()
  for _, m in ipairs(ctx:minions()) do
    if ctx:minion_card(m) == me then return m end
  end
  return nil
end

return C
