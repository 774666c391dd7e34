// The play layer's table (play/table.hpp), driven directly as the terminal and the web drive it: who may
// answer, refusals as values that change nothing, undo, and the checks every resume gets.
#include "campaigns/hooks.hpp"
#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "play/campaign_battle.hpp"
#include "play/campaign_desk.hpp"
#include "play/session.hpp"
#include "play/table.hpp"
#include "saves/campaign_store.hpp"
#include "saves/database.hpp"
#include "scripting/lua_release.hpp"
#include "tests/support/people_table.hpp"
#include "tests/support/shipped.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>

using namespace ae;
using test::header_for;
using test::people_table;

namespace {

// The first enabled options of the pending decision (as many as it needs at least),, answered for the first
// player allowed to.
Answer first_option(const Engine& e) {
    const DecisionRequest& req = e.pending();
    REQUIRE_FALSE(req.options.empty());
    Answer a;
    a.seq = req.seq;
    a.player = req.who.front();
    const std::size_t wanted = static_cast<std::size_t>(std::max(1, req.min));
    for (const auto& o : req.options)
        if (o.enabled && a.choice.size() < wanted) a.choice.push_back(o.id);
    return a;
}

int other_player(const DecisionRequest& req) {
    for (int p = 0; p < 2; ++p)
        if (std::find(req.who.begin(), req.who.end(), p) == req.who.end()) return p;
    return -1;
}

} // namespace

TEST_CASE("play table: a seat answers only its own decisions, and a refusal changes nothing", "[play]") {
    play::Table t = people_table();
    // Find a decision only one of the two players may answer (the first ones may be the group's).
    for (int guard = 0; guard < 200 && t.engine().pending().who.size() != 1; ++guard)
        REQUIRE(t.submit(first_option(t.engine())).taken());
    const DecisionRequest& req = t.engine().pending();
    REQUIRE(req.who.size() == 1);
    const int owner = req.who.front();
    const int other = other_player(req);
    const std::size_t inputs = t.engine().inputs().size();
    const auto hash = t.engine().state_hash();

    const play::Answered wrong = t.submit(first_option(t.engine()), other);
    CHECK(wrong.refusal == play::Refusal::NotYourSeat);
    CHECK(wrong.reason == "this decision is not player " + std::to_string(other + 1) + "'s");
    CHECK(t.engine().inputs().size() == inputs);
    CHECK(t.engine().state_hash() == hash);

    // A stale answer (someone else answered first: the sequence number moved on) is refused by the engine.
    Answer stale = first_option(t.engine());
    stale.seq -= 1;
    const play::Answered late = t.submit(stale, owner);
    CHECK(late.refusal == play::Refusal::Refused);
    CHECK_FALSE(late.reason.empty());
    CHECK(t.engine().state_hash() == hash);

    CHECK(t.submit(first_option(t.engine()), owner).taken());
    CHECK(t.engine().inputs().size() > inputs);
}

TEST_CASE("play table: bots answer the bot seats, and no person answers for them", "[play]") {
    play::Table t(test::shipped(), header_for(7), play::Seats{{true, true}});
    REQUIRE(t.bots_turn());
    const play::Answered r = t.submit(first_option(t.engine()));
    CHECK(r.refusal == play::Refusal::BotsTurn);
    CHECK(t.engine().inputs().empty());
    int answers = 0;
    while (!t.over() && answers < 100000) {
        REQUIRE(t.bots_turn());
        t.play_bot();
        ++answers;
    }
    CHECK(t.over());
    CHECK_FALSE(t.bots_turn());
    CHECK(t.submit(Answer{}).refusal == play::Refusal::Over);
    // Nothing is taken back once the battle is over: its outcome may be a campaign's already.
    const play::Undone late = t.undo();
    CHECK_FALSE(late.done);
    CHECK(late.reason == "the battle is over");
}

TEST_CASE(
    "play table: undo names the answer taken back, asks the same decision again, and rewinds the record",
    "[play]") {
    test::TempDb tmp("play-undo");
    saves::Database db(tmp.path());
    play::Table t = people_table();
    t.record(db);
    const play::Undone nothing = t.undo();
    CHECK_FALSE(nothing.done);
    CHECK_FALSE(nothing.reason.empty());

    for (int i = 0; i < 3; ++i) REQUIRE(t.submit(first_option(t.engine())).taken());
    t.save();
    const DecisionRequest before = t.engine().pending();
    const Answer a = first_option(t.engine());
    const std::string text = before.find(a.choice.front())->text;
    REQUIRE(t.submit(a).taken());
    t.save();
    const std::size_t recorded_with = saves::load_battle(db, t.game_id()).inputs.size();

    // A phone takes back only its own player's answer.
    const int other = a.player == 0 ? 1 : 0;
    const play::Undone not_mine = t.undo(other);
    CHECK_FALSE(not_mine.done);
    CHECK(not_mine.reason == "the last answer was player " + std::to_string(a.player + 1) + "'s");
    CHECK(t.engine().pending().seq != before.seq);

    const play::Undone u = t.undo(a.player);
    REQUIRE(u.done);
    CHECK(u.chosen.rfind(text, 0) == 0);
    CHECK(t.engine().pending().seq == before.seq);
    CHECK(t.engine().pending().options.size() == before.options.size());
    // The record lost the answer too: a resume starts from before it.
    CHECK(saves::load_battle(db, t.game_id()).inputs.size() < recorded_with);
    CHECK(t.take_events().empty()); // what the rebuilt battle replayed was shown already
}

TEST_CASE("play table: every resume checks the record against its replay", "[play]") {
    test::TempDb tmp("play-resume");
    std::int64_t id = 0;
    std::uint64_t seq = 0;
    {
        saves::Database db(tmp.path());
        play::Table t = people_table();
        t.record(db);
        for (int i = 0; i < 6; ++i) REQUIRE(t.submit(first_option(t.engine())).taken());
        t.save();
        id = t.game_id();
        seq = t.engine().pending().seq;
    }
    saves::Database db(tmp.path());
    const play::Seats people{{false, false}};
    {
        play::Table again = play::Table::resume(test::shipped(), db, id, std::nullopt, "battle 1", people);
        CHECK(again.resumed());
        CHECK(again.engine().pending().seq == seq);
        CHECK(again.take_events().empty());
    }
    // A battle of its own is not resumed as a campaign's, nor the other way round.
    CHECK_THROWS_WITH(play::Table::resume(test::shipped(), db, id, 3, "battle 1 of campaign 'x'", people),
                      Catch::Contains("is not a battle of this campaign"));
    // A record whose stored state differs from its replay.
    db.db().exec("UPDATE games SET state_hash = '0123456789abcdef'");
    CHECK_THROWS_WITH(play::Table::resume(test::shipped(), db, id, std::nullopt, "battle 1", people),
                      Catch::Contains("differs from the recorded one"));
}

TEST_CASE("play table: a campaign battle stopped before its first answer resumes with its setup recorded",
          "[play]") {
    test::TempDb tmp("play-campaign");
    saves::Database db(tmp.path());
    campaign::NewCampaign n;
    n.name = "t";
    n.players = 1;
    n.mage_names = {"Ana"};
    n.seed = 3;
    play::new_campaign(db, "legacy", n, false);
    const std::int64_t id = saves::campaign_id(db, "t");
    const play::CampaignSession session("legacy");
    const Content& c = session.content.content;
    std::uint64_t events = 0;
    {
        auto state = saves::load_campaign(db, "t");
        campaign::Runner r(session.def, c, state, campaign::hook_runner(session.def));
        REQUIRE(r.advance() == campaign::RunStatus::Battle);
        play::Table t = play::campaign_table(db, id, c, r, state, play::Seats{{false}});
        events = t.engine().events_emitted();
        // The process stops here: the record exists, nobody has answered, nothing else was saved.
    }
    REQUIRE(events > 0);
    auto state = saves::load_campaign(db, "t");
    campaign::Runner r(session.def, c, state, campaign::hook_runner(session.def));
    REQUIRE(r.advance() == campaign::RunStatus::Battle);
    play::Table t = play::campaign_table(db, id, c, r, state, play::Seats{{false}});
    CHECK(t.resumed());
    CHECK(saves::load_battle(db, t.game_id()).events == events);
    CHECK(saves::list_battles(db).size() == 1);
}
