-- test fixture
return { play = function(ctx) end }
