// JSON from other people is checked for depth before anything recursive reads it (#17 items 1-2).
#include "core/errors.hpp"
#include "saves/battle_file.hpp"
#include "saves/json_depth.hpp"
#include "saves/json_strict.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace ae;
using Catch::Matchers::Contains;

TEST_CASE("json depth: the first bracket past the limit is found, brackets in strings are not", "[saves]") {
    CHECK_FALSE(saves::json_too_deep_at(R"({"a":[1,{"b":[]}]})", 4).has_value());
    CHECK(saves::json_too_deep_at(R"({"a":[1,{"b":[]}]})", 3) == 13u);
    CHECK(saves::json_too_deep_at(R"({"a":[1,{"b":[]}]})", 2) == 8u);
    CHECK_FALSE(saves::json_too_deep_at(R"(["[[[[", "\"[[[["])", 1).has_value());
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    CHECK(saves::json_too_deep_at(deep) == static_cast<std::size_t>(saves::kMaxJsonDepth));
}

TEST_CASE("replay --file: a battle file nested 100,000 levels deep is refused cleanly", "[saves]") {
    // Before the bound: a stack overflow in the recursive dump of header.setup.evolve_stickers.
    const std::string text = R"({"format":"gravehold-battle","header":{"setup":{"evolve_stickers":)" +
                             std::string(100000, '[') + std::string(100000, ']') + "}}}";
    try {
        saves::parse_battle_file(text, "deep.json");
        FAIL("a 100,000-level battle file was read");
    } catch (const SaveError& e) {
        CHECK_THAT(e.what(), Contains("deep.json:1:") && Contains("nested more than 128 levels deep"));
    }
}

TEST_CASE("strict JSON: a key twice in one object is refused, naming where (#17 item 7)", "[saves]") {
    using ae::saves::parse_strict;
    CHECK(parse_strict(R"({"a": {"b": [1, {"c": 2}]}, "d": 3})")["a"]["b"][1]["c"] == 2);
    // The same key in different objects is fine.
    CHECK(parse_strict(R"([{"k": 1}, {"k": 2}])")[1]["k"] == 2);
    const auto twice = [](const std::string& text) -> std::string {
        try {
            parse_strict(text);
        } catch (const ae::saves::DuplicateKey& e) { return e.what(); }
        return "accepted";
    };
    CHECK(twice(R"({"players": 2, "players": 4})") == "the top level: the key 'players' appears twice");
    CHECK(twice(R"({"state": {"mages": [{"stickers": {"2a": "x", "2a": "y"}}]}})") ==
          "state.mages[].stickers: the key '2a' appears twice");
}
