// Every shipped pack, loaded once per test process (as `gravehold` loads them), and a substring check for
// the many tests that read command output.
#pragma once

#include "play/session.hpp"

#include <string>

namespace ae::test {

inline const content::LoadResult& shipped_content() {
    static const auto loaded = [] {
        play::set_display_language(""); // not what an earlier test's `--lang` left
        return play::load_content();
    }();
    return loaded;
}

inline const Content& shipped() { return shipped_content().content; }

inline bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

} // namespace ae::test
