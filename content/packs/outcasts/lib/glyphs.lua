-- Glyph tokens (Z'hana's Inscription and Glyph Carver). What a glyph does is not in our sources; our rule
-- (docs/decisions.md D46): glyphs sit on a supply pile; whoever next gains a card from that pile takes them
-- all off and gains 1 charge for each. The box has 5 tokens, so no more than 5 are ever out.
-- Kept in ctx.storage.outcasts_glyphs = {[pile card id] = count}.
local C = ae.require("outcasts/lib/common")
local G = {}

G.TOKENS = 5

function G.on_pile(ctx, card_id)
  local g = ctx.storage.outcasts_glyphs
  return g and g[card_id] or 0
end

function G.out(ctx)
  local n = 0
  for _, count in ae.sorted_pairs(ctx.storage.outcasts_glyphs or {}) do n = n + count end
  return n
end

-- `who` puts up to `n` glyphs on one supply pile of their choice; returns how many were placed.
function G.place(ctx, wanted, who, prompt)
  local n = math.min(wanted, G.TOKENS - G.out(ctx))
  if n <= 0 then
    ctx:log("no glyph token is left to place")
    return 0
  end
  local pile = C.choose_pile(ctx, prompt, function() return true end, who)
  if not pile then return 0 end
  ctx.storage.outcasts_glyphs = ctx.storage.outcasts_glyphs or {}
  ctx.storage.outcasts_glyphs[pile] = G.on_pile(ctx, pile) + n
  ctx:log(n .. " glyph token(s) on " .. ctx:definition(pile).name .. " (" .. G.on_pile(ctx, pile) .. " there)")
  return n
end

-- A card was gained from its pile by `player`: the pile's glyphs come off, 1 charge each.
function G.claim(ctx, player, card_id)
  local n = G.on_pile(ctx, card_id)
  if n == 0 then return end
  ctx.storage.outcasts_glyphs[card_id] = nil
  ctx:log(n .. " glyph token(s) taken off " .. ctx:definition(card_id).name)
  ctx:gain_charge(player, n)
end

return G
