-- The Legacy mats start with no ability (rules/legacy.md §4.1); stickers add one later. Its window is
-- `never`, so this entry is never called; it exists because every mage names an ability module.
return {
  ability = function(ctx) ctx:log("this mat has no ability yet") end,
}
