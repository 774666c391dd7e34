-- good.spell.spark: test fixture, not a real effect.
local N = {}
function N.cast(ctx) end
return N
