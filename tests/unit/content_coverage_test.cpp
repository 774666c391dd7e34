// Issue #5: every shipped card, mage and nemesis has a test of its effect. This checks the part a program
// can: each shipped id is used by at least one test (tests/unit/*.cpp, tests/scenarios/*.yaml), so a card
// added without a test fails here. Filler content with no effect of its own is named below, with why.
#include "play/session.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string all_test_text() {
    std::string text;
    const std::filesystem::path root(GRAVEHOLD_TEST_DIR);
    for (const char* dir : {"unit", "scenarios"})
        for (const auto& entry : std::filesystem::recursive_directory_iterator(root / dir)) {
            if (!entry.is_regular_file()) continue;
            const auto ext = entry.path().extension();
            if (ext != ".cpp" && ext != ".yaml") continue;
            if (entry.path().filename() == "content_coverage_test.cpp") continue; // this file lists ids too
            std::ifstream in(entry.path());
            std::ostringstream s;
            s << in.rdbuf();
            text += s.str();
        }
    return text;
}

} // namespace

TEST_CASE("every shipped card, mage, ally and nemesis is used by a test", "[content]") {
    const auto loaded = ae::play::load_content();
    REQUIRE(loaded.errors.empty());
    const auto& c = loaded.content;
    const std::string tests = all_test_text();
    std::set<std::string> ids;
    for (const auto& [id, d] : c.player_cards) ids.insert(id);
    for (const auto& [id, d] : c.mages) ids.insert(id);
    for (const auto& [id, d] : c.nemeses) ids.insert(id);
    for (const auto& [id, d] : c.allies) ids.insert(id);
    for (const auto& [id, d] : c.nemesis_cards) ids.insert(id);
    std::set<std::string> untested;
    // An id is used when it appears whole, or when its last part appears quoted: tests often write
    // `M + "acid_mist"` with a prefix constant.
    auto used = [&](const std::string& id) {
        for (const char* after : {"\"", "\n", " ", ",", "]"})
            if (tests.find(id + after) != std::string::npos) return true;
        return tests.find("\"" + id.substr(id.rfind('.') + 1) + "\"") != std::string::npos;
    };
    for (const auto& id : ids)
        if (!used(id)) untested.insert(id);
    for (const auto& id : untested) UNSCOPED_INFO("no test uses " << id);
    CHECK(untested.empty());
}
