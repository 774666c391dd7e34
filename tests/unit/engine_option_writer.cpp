// Options written over an earlier decision's (engine/option_writer.hpp): nothing of the old options
// shows through, and integers read exactly as std::to_string writes them (option ids are in saves).
#include "engine/option_writer.hpp"

#include <catch2/catch.hpp>

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

using namespace ae;

TEST_CASE("option writer: integers as std::to_string writes them", "[engine]") {
    std::string s = "something long that was here before, longer than any id";
    assign_text(s, "wanderer:", 17u, ":", -3, "/", 0, "/", INT_MAX, "/", INT_MIN, "/",
                std::uint64_t{1} << 40);
    CHECK(s == "wanderer:" + std::to_string(17u) + ":" + std::to_string(-3) + "/0/" +
                   std::to_string(INT_MAX) + "/" + std::to_string(INT_MIN) + "/" +
                   std::to_string(std::uint64_t{1} << 40));
}

TEST_CASE("option writer: a shorter list over a longer one leaves nothing behind", "[engine]") {
    std::vector<Option> options;
    {
        OptionWriter out(options, true);
        for (int i = 0; i < 5; ++i) {
            Option& o = out.next();
            assign_text(o.id, "buy:base.gem.some_long_card_name_", i);
            assign_text(o.text, "Gain Some Long Card Name (", i, " aether)");
            o.enabled = false;
            o.reason = "not enough aether";
        }
    }
    REQUIRE(options.size() == 5);
    {
        OptionWriter out(options, true);
        Option& o = out.next();
        assign_text(o.id, "play:", 3);
        assign_text(o.text, "Play ", "Jade");
        out.add("end", "End the main phase");
    }
    REQUIRE(options.size() == 2);
    CHECK(options[0].id == "play:3");
    CHECK(options[0].text == "Play Jade");
    CHECK(options[0].enabled);
    CHECK(options[0].reason.empty());
    CHECK(options[1].id == "end");
    CHECK(options[1].text == "End the main phase");
    CHECK(options[1].enabled);
    CHECK(options[1].reason.empty());
}

TEST_CASE("option writer: without texts, ids and reasons are written and no old text shows through",
          "[engine]") {
    std::vector<Option> options;
    {
        OptionWriter out(options, true);
        out.add("charge", "Gain a charge (2 aether)");
        Option& o = out.next();
        out.text(o, "Play ", "Jade");
        out.disable(o, "not enough aether");
    }
    REQUIRE(options.size() == 2);
    REQUIRE(options[0].text == "Gain a charge (2 aether)");
    {
        OptionWriter out(options, false);
        CHECK_FALSE(out.texts());
        out.disable(out.add("charge", "Gain a charge (2 aether)"), "charges are full");
        Option& play = out.next();
        assign_text(play.id, "play:", 3);
        out.text(play, "Play ", "Jade");
        out.add("end", "End the main phase");
    }
    REQUIRE(options.size() == 3);
    CHECK(options[0].id == "charge");
    CHECK(options[1].enabled);
    CHECK(options[1].reason.empty());
    CHECK(options[0].text.empty());
    CHECK_FALSE(options[0].enabled);
    CHECK(options[0].reason == "charges are full");
    CHECK(options[1].id == "play:3");
    CHECK(options[1].text.empty());
    CHECK(options[2].id == "end");
    CHECK(options[2].text.empty());
}
