// The engine's options written again in another reader's language (issue #22): a web table opened in one
// language serves readers in others, so every option the engine makes can be written from its id and the
// state in any language (engine/option_text.cpp), exactly as the engine wrote it in its own.
#include "engine/events.hpp"
#include "engine/option_text.hpp"
#include "engine/shown_text.hpp"
#include "lang/language.hpp"
#include "play/table.hpp"
#include "tests/support/people_table.hpp"
#include "web/battle_view.hpp"

#include <catch2/catch.hpp>

#include <set>

namespace ae::test {

TEST_CASE("every option the engine makes is written again from its id, in its own language and in others",
          "[lang][play]") {
    for (const char* own : {"", "pl"}) {
        Content c = shipped();
        c.language = own;
        play::Table t(c, header_for(77), play::Seats{{true, true}, "heuristic"});
        const lang::Language& de = lang::Language::of("de");
        std::set<std::string> verbs;
        int rewritten = 0, decisions = 0;
        for (int guard = 0; guard < 3000 && !t.over(); ++guard) {
            const Engine& e = t.engine();
            const DecisionRequest& req = e.pending();
            ++decisions;
            const auto view = web::battle_view(e, std::nullopt, {true, true}, de);
            for (std::size_t i = 0; i < req.options.size(); ++i) {
                const Option& o = req.options[i];
                const auto again = option_text_in(e, req, o, e.language());
                // Every option of the engine's own decisions is known: a main action, a cast, a target...
                if (req.kind == DecisionKind::MainAction || req.kind == DecisionKind::CastingAction ||
                    req.kind == DecisionKind::DiscardOrder || req.kind == DecisionKind::DestroyBreach) {
                    INFO(to_string(req.kind) << " " << o.id << ": " << o.text);
                    REQUIRE(again.has_value());
                }
                if (!again) continue;
                CHECK(*again == o.text);
                const auto german = option_text_in(e, req, o, de);
                REQUIRE(german.has_value());
                // The web view writes it for a German reader.
                CHECK(view["pending"]["options"][i]["text"] == *german);
                if (req.kind == DecisionKind::MainAction) {
                    verbs.insert(o.id.substr(0, o.id.find(':')));
                    if (*german != o.text) ++rewritten;
                }
            }
            t.play_bot();
        }
        INFO("own language '" << own << "'");
        CHECK(decisions > 50);
        CHECK(rewritten > 50);
        for (const char* v : {"play", "buy", "focus", "open", "prep", "end"}) CHECK(verbs.count(v));
    }
}

TEST_CASE("a German reader of a table opened in Polish reads its main phase in German", "[lang][play]") {
    Content c = shipped();
    c.language = "pl";
    play::Table t(c, header_for(5), play::Seats{{false, true}, "heuristic"});
    REQUIRE(play_until(t, [](const DecisionRequest&) { return true; }));
    const Engine& e = t.engine();
    const auto view = web::battle_view(e, 0, {false, true}, lang::Language::of("de"));
    std::string texts;
    for (const auto& o : view["pending"]["options"]) texts += o["text"].get<std::string>() + "\n";
    INFO(texts);
    CHECK(texts.find(lang::Language::of("de").tr("End the main phase")) != std::string::npos);
    CHECK(texts.find(lang::Language::of("pl").tr("End the main phase")) == std::string::npos);
    CHECK(texts.find("Splitter") != std::string::npos); // the German name of the Crystal in hand
}

} // namespace ae::test

namespace ae::test {

TEST_CASE("a player named after their mage is called by the mage's name in the reader's language",
          "[lang][play]") {
    Content c = shipped();
    c.language = "pl";
    play::Table t(c, header_for(3, {"base.mage.brama", "base.mage.adelheim"}),
                  play::Seats{{true, true}, "heuristic"});
    const GameState& s = t.engine().state();
    REQUIRE(s.players[0].name == "Brama"); // the state keeps the name as set up, in every language
    CHECK(shown_player_name(s, c, 0, "pl") == "Brima");
    CHECK(shown_player_name(s, c, 0, "en") == "Brama");
    std::string read;
    for (int guard = 0; guard < 200 && !t.over(); ++guard) {
        for (const auto& ev : t.take_events()) read += describe(ev, s, c, lang::Language::of("pl")) + "\n";
        t.play_bot();
    }
    INFO(read.substr(0, 2000));
    CHECK(read.find("Brima zagrywa") != std::string::npos);
    CHECK(read.find("Brama zagrywa") == std::string::npos); // "brama" is a breach in Polish
    // A name a person gave stays as written.
    GameState named = s;
    named.players[0].name = "Kasia";
    CHECK(shown_player_name(named, c, 0, "pl") == "Kasia");
}

} // namespace ae::test
