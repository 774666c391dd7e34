-- good.hollow: test fixture; functions are empty, only their names matter to the loader tests.
local N = {}
function N.unleash(ctx) end
N.cards = {
  gnaw = { effect = function(ctx) end },
  feast = { power = function(ctx) end, to_discard = function(ctx) end },
  rend = { effect = function(ctx) end },
  ravenous = { power = function(ctx) end },
  end_ = { power = function(ctx) end },
  shell = { effect = function(ctx) end },
}
return N
