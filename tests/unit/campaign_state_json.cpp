// The campaign state's JSON: every field survives the round trip, the text is canonical, and a malformed
// state is refused with the field named.
#include "campaigns/state_json.hpp"
#include "core/errors.hpp"
#include "tests/support/campaign_sample.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace ae;
using namespace ae::campaign;
using nlohmann::json;

namespace {
std::string error_of(const std::string& text) {
    try {
        state_from_json(text, "save.db campaign 'x'");
    } catch (const SaveError& e) { return e.what(); }
    return "(no error)";
}
// The sample's JSON with one field replaced by `value` (JSON pointer syntax).
std::string edited(const std::string& pointer, const json& value) {
    json j = json::parse(to_json(test::sample_campaign()));
    j[json::json_pointer(pointer)] = value;
    return j.dump();
}
} // namespace

TEST_CASE("campaign state json: kind names", "[campaign][state_json]") {
    CHECK(std::string(to_string(Kind::Legacy)) == "legacy");
    CHECK(std::string(to_string(Kind::Outcasts)) == "outcasts");
    CHECK(kind_from_string("legacy") == Kind::Legacy);
    CHECK(kind_from_string("outcasts") == Kind::Outcasts);
    CHECK_FALSE(kind_from_string("Legacy").has_value());
}

TEST_CASE("campaign state json: every field round-trips", "[campaign][state_json]") {
    CampaignState s = test::sample_campaign();
    s.battles[0].game_id = 12;
    s.battles[1].game_id = 13;
    const std::string text = to_json(s);
    const CampaignState back = state_from_json(text, "test");
    CHECK(back == s);
    CHECK(to_json(back) == text);
    // The default state too (no current battle, empty everything).
    CampaignState d;
    d.name = "d";
    CHECK(state_from_json(to_json(d), "test") == d);
}

TEST_CASE("campaign state json: canonical text", "[campaign][state_json]") {
    const std::string text = to_json(test::sample_campaign());
    CHECK(text.find('\n') == std::string::npos);
    CHECK(text.find(": ") == std::string::npos);
    CHECK(text.rfind("{\"banished_nemesis_cards\":", 0) == 0); // keys sorted
    CHECK(text.find("\"seed\":\"18446744073709551557\"") != std::string::npos);
    // Reordering keys in the input does not change the output.
    const json j = json::parse(text);
    CHECK(to_json(state_from_json(j.dump(2), "test")) == text);
}

TEST_CASE("campaign state json: portable text leaves out battle record ids", "[campaign][state_json]") {
    CampaignState s = test::sample_campaign();
    s.battles[0].game_id = 12;
    CHECK(to_json(s).find("\"game_id\":12") != std::string::npos);
    const std::string portable = to_json(s, true);
    CHECK(portable.find("game_id") == std::string::npos);
    const CampaignState back = state_from_json(portable, "test");
    CHECK(back.battles[0].game_id == 0);
    s.battles[0].game_id = 0;
    CHECK(back == s);
}

TEST_CASE("campaign state json: malformed input names the place and the field", "[campaign][state_json]") {
    CHECK(error_of(edited("/mages/1/hand", "x")) ==
          "save.db campaign 'x': field 'mages[1].hand' must be an array of strings");
    CHECK(error_of(edited("/mages/1/hand", json::array({"a", 3}))) ==
          "save.db campaign 'x': field 'mages[1].hand' must be an array of strings");
    CHECK(error_of(edited("/kind", "solo")) ==
          "save.db campaign 'x': field 'kind' must be \"legacy\" or \"outcasts\", not \"solo\"");
    CHECK(error_of(edited("/seed", 5)) ==
          "save.db campaign 'x': field 'seed' must be a decimal unsigned 64-bit number written as a string");
    CHECK(error_of(edited("/seed", "18446744073709551616")).find("field 'seed'") != std::string::npos);
    CHECK(error_of(edited("/players", "2")) == "save.db campaign 'x': field 'players' must be an integer");
    CHECK(error_of(edited("/players", 1e12)) == "save.db campaign 'x': field 'players' must be an integer");
    CHECK(error_of(edited("/players", 5000000000LL)) ==
          "save.db campaign 'x': field 'players' is out of range");
    CHECK(error_of(edited("/draws", -1)) ==
          "save.db campaign 'x': field 'draws' must be a non-negative integer");
    CHECK(error_of(edited("/treasures/x", json::array())) ==
          "save.db campaign 'x': field 'treasures.x' must be named by a level number");
    CHECK(error_of(edited("/evolve_stickers/basic.1", "2")) ==
          "save.db campaign 'x': field 'evolve_stickers.basic.1' must be an integer");
    CHECK(error_of(edited("/battles/1/result", nullptr)) ==
          "save.db campaign 'x': field 'battles[1].result' must be a string");
    CHECK(error_of(edited("/current_battle", 2)) ==
          "save.db campaign 'x': field 'current_battle' must be null or the index of one of the 2 battle "
          "attempts");
    CHECK(error_of(edited("/finished", 1)) == "save.db campaign 'x': field 'finished' must be true or false");
    CHECK(error_of(edited("/mages/0/colour", "red")) ==
          "save.db campaign 'x': field 'mages[0].colour' is not a known field");
    CHECK(error_of(edited("/name", "")) == "save.db campaign 'x': field 'name' must not be empty");

    json j = json::parse(to_json(test::sample_campaign()));
    j.erase("flags");
    CHECK(error_of(j.dump()) == "save.db campaign 'x': field 'flags' is missing");
    j = json::parse(to_json(test::sample_campaign()));
    j["battles"][0].erase("turns");
    CHECK(error_of(j.dump()) == "save.db campaign 'x': field 'battles[0].turns' is missing");

    CHECK(error_of("[]") == "save.db campaign 'x': the campaign state must be an object");
    CHECK(error_of(to_json(test::sample_campaign()).substr(0, 40))
              .rfind("save.db campaign 'x': the campaign state is not valid JSON", 0) == 0);
}

TEST_CASE("campaign state json: a field prefix names the field inside a bigger document",
          "[campaign][state_json]") {
    try {
        state_from_json(edited("/mages/1/hand", 1), "out.json", "state");
        FAIL("no error");
    } catch (const SaveError& e) {
        CHECK(std::string(e.what()) == "out.json: field 'state.mages[1].hand' must be an array of strings");
    }
    try {
        state_from_json("7", "out.json", "state");
        FAIL("no error");
    } catch (const SaveError& e) {
        CHECK(std::string(e.what()) == "out.json: field 'state' must be an object");
    }
}
