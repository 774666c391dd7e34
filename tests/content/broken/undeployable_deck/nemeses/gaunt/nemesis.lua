-- test fixture
return { unleash = function(ctx) end, cards = {} }
