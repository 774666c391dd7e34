-- good.hollow.devour: test fixture.
local N = {}
function N.effect(ctx) end
return N
