-- test fixture
return { cards = {} }
