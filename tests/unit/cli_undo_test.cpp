// Undo at the terminal (issue #7): `u` takes back the person's last answer in this turn by replaying the
// battle without it, and the record is rewritten to match, as if the answer had never been given.
#include "saves/database.hpp"
#include "tests/support/battle_script.hpp"
#include "tests/support/temp_db.hpp"

#include <SQLiteCpp/Statement.h>
#include <catch2/catch.hpp>

using namespace ae;
using namespace ae::test;

namespace {

// Everything the record holds about battle 1: inputs and events row by row, result and state hash.
struct Record {
    std::vector<std::string> inputs, events;
    std::string result, state_hash;
    bool operator==(const Record&) const = default;
};

Record record_of(const std::string& path) {
    saves::Database db(path);
    Record r;
    SQLite::Statement in(db.db(), "SELECT seq, request_seq, player, payload_json, automatic FROM game_inputs "
                                  "ORDER BY seq");
    while (in.executeStep())
        r.inputs.push_back(in.getColumn(0).getString() + "|" + in.getColumn(1).getString() + "|" +
                           in.getColumn(2).getString() + "|" + in.getColumn(3).getString() + "|" +
                           in.getColumn(4).getString());
    SQLite::Statement ev(db.db(),
                         "SELECT seq, turn, phase, kind, payload_json FROM game_events ORDER BY seq");
    while (ev.executeStep())
        r.events.push_back(ev.getColumn(0).getString() + "|" + ev.getColumn(1).getString() + "|" +
                           ev.getColumn(2).getString() + "|" + ev.getColumn(3).getString() + "|" +
                           ev.getColumn(4).getString());
    SQLite::Statement g(db.db(), "SELECT result, state_hash FROM games");
    REQUIRE(g.executeStep());
    r.result = g.getColumn(0).getString();
    r.state_hash = g.getColumn(1).getString();
    return r;
}

// Plays `input` from the start in a fresh database and returns the record.
Record played(const std::string& input, std::string* printed = nullptr) {
    TempDb tmp("undo");
    const std::string out = play_out(person_run(tmp.path()), input);
    if (printed) *printed = out;
    return record_of(tmp.path());
}

// The first answer k (>= `from`) after which the battle is still in the turn it was given in, and
// `depth` answers before it too.
std::size_t answer_within_turn(const Script& s, std::size_t from, std::size_t depth = 1) {
    for (std::size_t k = std::max(from, depth - 1); k < s.steps.size(); ++k) {
        bool same = s.steps[k].turn_after == s.steps[k].turn_before;
        for (std::size_t d = 0; d < depth && same; ++d)
            same = s.steps[k - d].turn_before == s.steps[k].turn_after;
        if (same) return k;
    }
    FAIL("the script has no answer that keeps its turn");
    return 0;
}

} // namespace

TEST_CASE("undo: the state and the record are as if the answer had never been given", "[undo]") {
    const Script s = straight_run(60);
    const std::size_t k = answer_within_turn(s, 3);
    std::string printed;
    const Record undone = played(lines(s, 0, k + 1, "u\nq\n"), &printed);
    const Record never = played(lines(s, 0, k));
    CHECK(printed.find("Undone: ") != std::string::npos);
    CHECK(undone.state_hash == s.steps[k - 1].hash_after);
    CHECK(undone == never);
    // The decision is asked again, exactly as the straight run showed it.
    const auto after_undo = printed.rfind("Undone: ");
    CHECK(printed.find(s.steps[k - 1].screen_after, after_undo) != std::string::npos);
}

TEST_CASE("undo: answering again after an undo records like a straight run", "[undo]") {
    const Script s = straight_run(60);
    const std::size_t k = answer_within_turn(s, 3);
    // Undo answer k, give it again, then go on for five more answers.
    const std::string input = lines(s, 0, k + 1, "u\n") + lines(s, k, k + 6);
    CHECK(played(input) == played(lines(s, 0, k + 6)));
}

TEST_CASE("undo: two undos take back the two last answers of the turn", "[undo]") {
    const Script s = straight_run(60);
    const std::size_t k = answer_within_turn(s, 3, 2);
    CHECK(played(lines(s, 0, k + 1, "u\nundo\nq\n")) == played(lines(s, 0, k - 1)));
}

TEST_CASE("undo: refused with a reason when there is nothing to undo in this turn", "[undo]") {
    const Script s = straight_run(60);
    std::string printed;
    // At the first decision nobody has answered anything.
    CHECK(played("u\nq\n", &printed) == played("q\n"));
    CHECK(printed.find("Cannot undo: nothing to undo: no answer has been given by a person yet") !=
          std::string::npos);
    // At the first decision of a new turn, the previous turn's answers stay.
    std::size_t k = 0;
    while (k < s.steps.size() && s.steps[k].turn_after == s.steps[k].turn_before) ++k;
    REQUIRE(k < s.steps.size());
    CHECK(played(lines(s, 0, k + 1, "u\nq\n"), &printed) == played(lines(s, 0, k + 1)));
    CHECK(printed.find("answers from earlier turns cannot be taken back") != std::string::npos);
}

TEST_CASE("terminal: every invalid input is refused with its reason", "[undo][terminal]") {
    std::string printed;
    const Record r = played("x\n0\n999\n? zz\n? 999\nu now\nb b\n\nq\n", &printed);
    CHECK(r == played("q\n"));
    CHECK(printed.find("'x' is not an option here") != std::string::npos);
    CHECK(printed.find("'0' is not an option here") != std::string::npos);
    CHECK(printed.find("'999' is not an option here") != std::string::npos);
    CHECK(printed.find("There is no option 'zz' here") != std::string::npos);
    CHECK(printed.find("There is no option '999' here") != std::string::npos);
    CHECK(printed.find("'u' takes nothing after it") != std::string::npos);
    CHECK(printed.find("'b' takes nothing after it") != std::string::npos);
}
