-- test fixture
return { power = function(ctx) end }
