-- good.basic.b1_1: test fixture; a basic card whose module is the card itself.
local N = {}
function N.persistent(ctx) end
return N
