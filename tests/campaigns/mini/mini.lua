-- Hooks of the test campaign: read the campaign, return changes.
local M = {}

function M.after_two(c)
  local changes = { { kind = "set_flag", id = "battles_so_far", value = tostring(#c.battles) } }
  if c.battles[1].result == "won" then
    changes[#changes + 1] = { kind = "add_barracks_card", id = "base.gem.burning_opal" }
  end
  return changes
end

return M
