-- good.relic.lens: test fixture, not a real effect.
local N = {}
function N.play(ctx) end
return N
