// lang::fill for values known only at run time (a decision's, a refusal's): `pattern` with each {name}
// replaced by its value in one pass, so a value that holds braces is never filled again.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ae::lang {

std::string fill_each(std::string_view pattern,
                      const std::vector<std::pair<std::string, std::string>>& values);

} // namespace ae::lang
