// A battle started at `gravehold serve` keeps its bot seats across a restart (saves/battle_seats.hpp): the
// new server goes on with the same bots, and a bot whose turn it was answers at once.
#include "core/errors.hpp"
#include "saves/battle_record.hpp"
#include "saves/battle_seats.hpp"
#include "tests/support/people_table.hpp"
#include "tests/support/temp_db.hpp"
#include "web/hub.hpp"

#include <catch2/catch.hpp>

using namespace ae;

TEST_CASE("web hub: a restarted server goes on with the seats the battle was started with", "[web][saves]") {
    test::TempDb tmp("hub-seats");
    play::BattleOptions o;
    o.players = 2;
    o.seed = 99;
    std::int64_t id = 0;
    std::uint64_t seq = 0;
    {
        web::Hub hub(tmp.path());
        std::lock_guard lock(hub.mutex);
        id = hub.start(o, {false, true});
        const play::Table& t = *hub.battle(id).table;
        REQUIRE_FALSE(t.bots_turn()); // the bot has answered up to the person's decision
        seq = t.engine().pending().seq;
    }
    {
        saves::Database db(tmp.path());
        const auto kept = saves::load_seats(db, id);
        REQUIRE(kept);
        CHECK(kept->bots == std::vector<bool>{false, true});
        CHECK(kept->bot == "heuristic");
    }
    web::Hub again(tmp.path());
    std::lock_guard lock(again.mutex);
    const play::Table& t = *again.battle(id).table;
    CHECK(t.seats().bots == std::vector<bool>{false, true});
    CHECK(t.engine().pending().seq == seq);
    CHECK_FALSE(t.bots_turn());
}

TEST_CASE("battle seats: a row that cannot be read is a SaveError naming the battle", "[web][saves]") {
    test::TempDb tmp("seats-bad");
    saves::Database db(tmp.path());
    CHECK_FALSE(saves::load_seats(db, 7).has_value()); // none kept: people at every seat
    db.db().exec("INSERT INTO games(created_at, engine_version, lua_release, content_hash, seed, setup_json) "
                 "VALUES('2026-01-01T00:00:00Z', '0.1.0', 1, 'h', '1', '{}')");
    const std::int64_t game = db.db().getLastInsertRowid();
    saves::save_seats(db, game, {{true, false, false}, "random"});
    const auto back = saves::load_seats(db, game);
    REQUIRE(back);
    CHECK(back->bots == std::vector<bool>{true, false, false});
    CHECK(back->bot == "random");
    db.db().exec("UPDATE battle_seats SET bots = 'bx'");
    CHECK_THROWS_AS(saves::load_seats(db, game), SaveError);
    CHECK_THROWS_WITH(saves::load_seats(db, game),
                      Catch::Contains("battle " + std::to_string(game)) && Catch::Contains("'bx'"));
}

TEST_CASE("web hub: a battle stopped where its bot was to answer plays on when it is opened",
          "[web][saves]") {
    test::TempDb tmp("hub-bot-turn");
    std::int64_t id = 0;
    std::size_t inputs = 0;
    {
        // Recorded with people at both seats up to a decision of player 2's alone, then kept as a battle
        // whose player 2 is a bot (as a server stopped at that moment leaves it).
        saves::Database db(tmp.path());
        play::Table t = test::people_table(99);
        t.record(db);
        for (int guard = 0; guard < 500 && t.engine().pending().who != std::vector<int>{1}; ++guard) {
            const DecisionRequest& req = t.engine().pending();
            Answer a{req.seq, req.who.front(), {}};
            for (const auto& o : req.options)
                if (o.enabled && a.choice.size() < static_cast<std::size_t>(std::max(1, req.min)))
                    a.choice.push_back(o.id);
            if (req.kind == DecisionKind::MainAction) a.choice = {"end"};
            REQUIRE(t.submit(a).taken());
        }
        REQUIRE(t.engine().pending().who == std::vector<int>{1});
        t.save();
        id = t.game_id();
        inputs = t.engine().inputs().size();
        saves::save_seats(db, id, {{false, true}, "heuristic"});
    }
    web::Hub hub(tmp.path());
    std::lock_guard lock(hub.mutex);
    const play::Table& t = *hub.battle(id).table;
    CHECK_FALSE(t.bots_turn());
    CHECK(t.engine().inputs().size() > inputs); // the bot answered
    saves::Database db(tmp.path());
    CHECK(saves::load_battle(db, id).inputs.size() == t.engine().inputs().size()); // and it was saved
}
