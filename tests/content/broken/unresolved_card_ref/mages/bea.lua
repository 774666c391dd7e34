-- test fixture
return { ability = function(ctx) end }
