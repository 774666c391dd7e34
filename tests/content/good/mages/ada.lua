-- good.mage.ada: test fixture.
local N = {}
function N.ability(ctx) end
return N
