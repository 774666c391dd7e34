// JSON from other people is checked for depth before anything recursive reads it (#17 items 1-2).
#include "campaigns/state_json.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "saves/battle_file.hpp"
#include "saves/json_strict.hpp"
#include "saves/setup_json.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace ae;
using Catch::Matchers::Contains;

TEST_CASE("json depth: the first bracket past the limit is found, brackets in strings are not", "[saves]") {
    CHECK_FALSE(json_too_deep_at(R"({"a":[1,{"b":[]}]})", 4).has_value());
    CHECK(json_too_deep_at(R"({"a":[1,{"b":[]}]})", 3) == 13u);
    CHECK(json_too_deep_at(R"({"a":[1,{"b":[]}]})", 2) == 8u);
    CHECK_FALSE(json_too_deep_at(R"(["[[[[", "\"[[[["])", 1).has_value());
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    CHECK(json_too_deep_at(deep) == static_cast<std::size_t>(kMaxJsonDepth));
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

TEST_CASE("every reader of stored JSON refuses a document nested past the limit (#17 items 1-2)", "[saves]") {
    // Database columns (campaign states, setups, log payloads, checkpoints) are files from someone else
    // once a database is shared; each reader bounds the depth before anything walks the document.
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string flags = R"({"name":"x","kind":"legacy","flags":)" + deep + "}";
    CHECK_THROWS_WITH(parse_json(deep), Contains("nested more than 128 levels deep"));
    CHECK(parse_json_or_discarded(deep).is_discarded());
    CHECK(parse_json_or_discarded("[1]").size() == 1u);
    CHECK_THROWS_WITH(saves::parse_strict(flags), Contains("nested more than 128 levels deep"));
    CHECK_THROWS_AS(campaign::state_from_json(flags, "db"), SaveError);
    CHECK_THROWS_WITH(campaign::state_from_json(flags, "db"), Contains("nested more than 128 levels deep"));
    CHECK_THROWS_AS(saves::setup_from_json(R"({"rules":)" + deep + "}"), SaveError);
    // 128 levels are still read.
    CHECK(parse_json(std::string(128, '[') + std::string(128, ']')).is_array());
}

TEST_CASE("replay --file: text in a battle file is checked like every text that enters (#17 item 9)",
          "[saves]") {
    // A choice holding ESC[2J was printed raw when the battle was replayed and an answer was refused.
    const std::string esc = R"({"format":"gravehold-battle","inputs":[{"choice":["play:1\u001b[2J"]}]})";
    CHECK_THROWS_WITH(saves::parse_battle_file(esc, "b.json"),
                      "b.json: field 'inputs[0].choice[0]' holds a control character (byte 7)");
    const std::string key = R"({"format":"gravehold-battle","\u0007":1})";
    CHECK_THROWS_WITH(saves::parse_battle_file(key, "b.json"),
                      Contains("is a key that holds a control character"));
}
