// The texts a Lua script writes for people, found in its source for a pack's catalogue (content strings):
// its quoted string literals that read as words (a space and a letter, not starting or ending with a space,
// which marks a piece glued to a number). Comments and long strings ([[...]]) are skipped.
#pragma once

#include <string>
#include <vector>

namespace ae::content {

struct LuaText {
    int line = 0;
    std::string text;
};

std::vector<LuaText> lua_texts(const std::string& source);

} // namespace ae::content
