-- base.corruption.grim_sight (Crooked Mask): Gravehold suffers 2 damage, you look at the top card of your
-- deck and may destroy it (else it stays on top), then it destroys itself.
local corruption = ae.require("base/lib/corruption")

return {
  play = function(ctx)
    local you, me = ctx:you(), ctx:this_card()
    ctx:damage_gravehold(2)
    -- An empty deck shows nothing: looking does not turn the discard pile over.
    local top = ctx:deck_top(you)[1]
    if top == nil then
      ctx:log("Grim Sight: your deck is empty")
    else
      local name = ctx:card(top).name
      local pick = ctx:choose_option{prompt = "Grim Sight: the top card of your deck is " .. name .. ". Destroy it?",
                                     options = {{id = "destroy", text = "Destroy " .. name},
                                                {id = "keep", text = "Leave it on top of your deck"}}}
      if pick == "destroy" then
        -- A corruption on top is destroyed by the Mask's rule: back under the corruption deck (or elsewhere
        -- on the harder levels), never out of the battle.
        if corruption.is_corruption(ctx, top) then
          corruption.destroy(ctx, top, you)
        else
          ctx:destroy(top)
        end
      end
    end
    corruption.destroy(ctx, me, you)
  end,
}
