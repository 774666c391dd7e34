// Option ids are read in one place (engine/option_id.hpp): the engine's own ids give their parts and
// numbers; a script's free-text id never becomes a number by accident.
#include "engine/option_id.hpp"

#include <catch2/catch.hpp>

using ae::OptionId;

TEST_CASE("option ids: a verb and up to two parts", "[option_id]") {
    const OptionId prep = OptionId::parse("prep:14:1");
    CHECK(prep.verb == "prep");
    CHECK(prep.args == "14:1");
    CHECK(prep.first == "14");
    CHECK(prep.second == "1");
    CHECK(prep.card() == ae::CardId(14));
    CHECK(prep.second_number() == 1u);

    const OptionId end = OptionId::parse("end");
    CHECK(end.verb == "end");
    CHECK(end.args.empty());
    CHECK_FALSE(end.card());

    const OptionId buy = OptionId::parse("buy:base.gem.jade");
    CHECK(buy.verb == "buy");
    CHECK(buy.first == "base.gem.jade");
    CHECK_FALSE(buy.first_number());
}

TEST_CASE("option ids: only plain decimal numbers that fit are numbers", "[option_id]") {
    CHECK(OptionId::number("0") == 0u);
    CHECK(OptionId::number("999999999") == 999999999u);
    for (const char* bad : {"", "x", "-1", "+1", " 1", "1 ", "1x", "1234567890", "99999999999999999999"})
        CHECK_FALSE(OptionId::number(bad));
    CHECK_FALSE(OptionId::parse("card:99999999999999999999").card());
    CHECK_FALSE(OptionId::parse("prep:x:1").card());
    CHECK_FALSE(OptionId::parse("wanderer:3:").second_number());
}
