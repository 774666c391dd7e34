// The play layer's companion changes (play/companion_change.hpp), driven as the web API drives them: things
// named as the cards and mats print them, one undoable step each, and nothing written when refused.
#include "campaigns/state_json.hpp"
#include "core/errors.hpp"
#include "play/campaign_desk.hpp"
#include "play/companion_change.hpp"
#include "saves/campaign_store.hpp"
#include "saves/campaign_undo.hpp"
#include "saves/database.hpp"
#include "tests/support/temp_db.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ae;

namespace {

// A Legacy campaign kept with the physical box, Ana and Bo on the mats.
struct Desk {
    test::TempDb tmp{"play-companion"};
    saves::Database db{tmp.path()};
    Desk() {
        campaign::NewCampaign n;
        n.name = "box";
        n.players = 2;
        n.mage_names = {"Ana", "Bo"};
        n.seed = 3;
        play::new_campaign(db, "legacy", n, true);
    }
    std::string state() { return campaign::to_json(saves::load_campaign(db, "box"), true); }
    int undo_depth() { return saves::undo_depth(db, "box"); }
    std::size_t log_size() { return saves::campaign_log(db, "box").size(); }
    // `r` refused with `words` in its message; the campaign, its log and its undo steps as they were.
    void refused(const play::CompanionRequest& r, const std::string& words) {
        const std::string before = state();
        const int depth = undo_depth();
        const std::size_t log = log_size();
        CHECK_THROWS_WITH(play::apply_companion(db, "box", r), Catch::Contains(words));
        CHECK(state() == before);
        CHECK(undo_depth() == depth);
        CHECK(log_size() == log);
    }
};

bool holds(const std::vector<std::string>& list, const std::string& id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

} // namespace

TEST_CASE("play companion: a card banished by its printed name leaves the supply, undoably", "[play]") {
    Desk d;
    const std::string before = d.state();
    const int depth = d.undo_depth();
    const play::Written w = play::apply_companion(d.db, "box", {.kind = "banish", .card = "gilded MARBLE"});
    CHECK_FALSE(holds(w.state.supply, "legacy.gem.gilded_marble"));
    CHECK(holds(w.state.banished_supply, "legacy.gem.gilded_marble"));
    REQUIRE(w.log.size() == 1);
    CHECK(w.log[0].text == "Gilded Marble is banished from the supply.");
    // Written as it says, and one step of undo takes it back.
    CHECK(d.state() == campaign::to_json(w.state, true));
    CHECK(d.undo_depth() == depth + 1);
    saves::undo_last_change(d.db, "box");
    CHECK(d.state() == before);
}

TEST_CASE("play companion: a mat sticker goes on the mat of the mage named, in any case", "[play]") {
    Desk d;
    const play::Written w = play::apply_companion(
        d.db, "box", {.kind = "sticker", .mage = "bo", .slot = "2a", .sticker = "ability"});
    CHECK(saves::load_campaign(d.db, "box").mages.at(1).stickers.at("2a") == "ability");
    CHECK(w.state.mages.at(0).stickers.empty());
    REQUIRE(w.log.size() == 1);
    CHECK(w.log[0].text.find("Bo: sticker ability in slot 2a") != std::string::npos);
}

TEST_CASE("play companion: a name that fits nothing is refused, naming what was looked for, and nothing is "
          "written",
          "[play]") {
    Desk d;
    d.refused({.kind = "banish", .card = "Gilded Marbel"},
              "no supply pile, nemesis card or barracks card of this campaign is named");
    d.refused({.kind = "sticker", .mage = "Cy", .slot = "2a", .sticker = "ability"},
              "no mage 'Cy' in campaign 'box' (its mages: Ana, Bo)");
    // Refused by the campaign's own check after the name was found: still nothing written.
    d.refused({.kind = "sticker", .mage = "Ana", .slot = "9", .sticker = "ability"}, "a mat has no slot '9'");
}

TEST_CASE("play companion: a request that does not say what it is is refused by what is missing", "[play]") {
    Desk d;
    d.refused({.kind = "banish!", .card = "Gilded Marble"},
              "no companion change 'banish!' (the kinds: banish, open, sticker, treasure, note, apply)");
    d.refused({.kind = "banish", .card = "Gilded Marble", .from = "deck"},
              "a card is banished from supply, nemesis or other");
    // A slot without a mage is not a rule sticker with the slot dropped.
    d.refused({.kind = "sticker", .slot = "2a", .sticker = "ability"}, "a mat sticker needs the mage");
    d.refused({.kind = "sticker", .mage = "Ana", .sticker = "ability"}, "a mat sticker needs the slot");
    d.refused({.kind = "sticker", .mage = "Ana", .slot = "2a"}, "a mat sticker needs the sticker");
    d.refused({.kind = "treasure", .card = "anything", .level = 4}, "a treasure's level is 1, 2 or 3, not 4");
}

TEST_CASE("play companion: open, note and any change by kind are written like the terminal writes them",
          "[play]") {
    Desk d;
    CHECK(play::apply_companion(d.db, "box", {.kind = "open", .id = "envelope 2a"}).log.at(0).text ==
          "Opened envelope 2A.");
    CHECK(play::apply_companion(d.db, "box", {.kind = "note", .value = "Bo kept the spare gems"})
              .log.at(0)
              .text == "Bo kept the spare gems");
    const auto w = play::apply_companion(
        d.db, "box", {.kind = "apply", .id = "met_ally", .value = "yes", .change = "set_flag"});
    CHECK(w.state.flags.at("met_ally") == "yes");
    CHECK(d.undo_depth() == 3);
}

TEST_CASE("play desk: a write given the campaign's loaded definition uses it instead of loading it again",
          "[play]") {
    Desk d;
    const auto s = saves::load_campaign(d.db, "box");
    const auto session = play::session_for(s);
    CHECK(play::session_for(s, session) == session);
    const play::Written w =
        play::record_battle(d.db, "box", {"won", 10, 12, 0, {}}, session); // the first battle is due
    CHECK(w.session == session);
    // One for another definition is not used for this campaign.
    auto other = s;
    other.definition = "outcasts";
    CHECK(play::session_for(other, session) != session);
}
