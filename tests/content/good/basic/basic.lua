-- good.basic.*: test fixture; one module holding many basic cards by handler.
return { cards = {} }
