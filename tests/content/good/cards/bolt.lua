-- good.spell.bolt: test fixture, not a real effect.
local N = {}
function N.cast(ctx) end
return N
