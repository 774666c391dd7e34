// `gravehold content strings DIR`: the pack's texts as a gettext template (see content_strings.cpp).
#pragma once

#include <string>
#include <vector>

namespace ae::cli {

int content_strings(const std::string& dir);
// `content check --lang CODE`: what the packs (shipped and `paths`) lack in that language
// (content_lang_check.cpp).
int content_missing(const std::string& code, const std::vector<std::string>& paths);

} // namespace ae::cli
