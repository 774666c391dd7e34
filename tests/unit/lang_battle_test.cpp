// A battle of the base box read in Polish and in German (issue #22): the board with the nemesis's cards'
// texts, every decision (the engine's and the scripts'), and the battle log hold no English word of the
// catalogues: the code's (lang/po/gravehold.pot) and the base pack's (content/packs/base/lang/texts.pot).
#include "cli/board.hpp"
#include "lang/language.hpp"
#include "tests/support/english_words.hpp"
#include "tests/support/people_table.hpp"

#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace ae::test {
namespace {

// The text of a whole battle as the people at the table read it: bots answer every decision.
struct Read {
    std::string text;
    int decisions = 0;
    int events = 0;
};

// A two-player battle of the base box alone: its nemesis, mages and a supply of its cards.
saves::BattleHeader base_box(const Content& c, const std::string& nemesis, std::uint64_t seed) {
    play::BattleOptions o;
    o.nemesis = nemesis;
    o.seed = seed;
    o.mages = {"base.mage.adelheim", "base.mage.brama"};
    int gems = 0, relics = 0, spells = 0;
    for (const auto& [id, def] : c.player_cards) {
        if (id.rfind("base.", 0) != 0 || def.pile_size == 0 || def.starter || def.level > 0) continue;
        int& n = def.type == CardType::Gem ? gems : def.type == CardType::Relic ? relics : spells;
        if (n < (def.type == CardType::Gem ? 3 : def.type == CardType::Relic ? 2 : 4)) {
            o.supply.push_back(id);
            ++n;
        }
    }
    return {GRAVEHOLD_VERSION, lua::release_number(), content::content_hash(c), seed,
            play::build_setup(c, o)};
}

Read read_battle(const Content& content, const std::string& nemesis, std::uint64_t seed) {
    play::Table t(content, base_box(content, nemesis, seed), play::Seats{{true, true}, "heuristic"});
    Read r;
    const auto log = [&] {
        for (const auto& ev : t.take_events()) {
            if (ev.kind == EventKind::DecisionAnswered) continue;
            r.text += describe(ev, t.engine().state(), t.engine().content(), t.engine().language()) + "\n";
            ++r.events;
        }
    };
    for (int guard = 0; guard < 3000 && !t.over(); ++guard) {
        log();
        const Engine& e = t.engine();
        const DecisionRequest& req = e.pending();
        r.text += cli::render_board(e, false, 100);
        r.text += cli::render_decision(e, req, false, 100);
        ++r.decisions;
        t.play_bot();
    }
    log();
    return r;
}

} // namespace

TEST_CASE("a battle read in Polish and in German has no English word of the catalogue left", "[lang][play]") {
    const auto english =
        catalogue_words({"/../lang/po/gravehold.pot", "/../content/packs/base/lang/texts.pot"});
    REQUIRE(english.count("aether"));
    REQUIRE(english.count("breach"));
    for (const char* nemesis : {"base.rageborne", "base.carapace_queen"})
        for (const char* code : {"pl", "de"}) {
            Content c = shipped();
            c.language = code;
            const Read r = read_battle(c, nemesis, 31);
            INFO("language " << code << ", " << nemesis);
            REQUIRE(r.decisions > 20);
            REQUIRE(r.events > 100);
            // Words that are the same in that language: the name of a key, and German's own Deck and Hand.
            // Proper names without a translation (the players' names, "Gravehold" in Polish) are not English.
            std::set<std::string> same{"enter"};
            if (std::string(code) == "de") same.insert({"deck", "hand"});
            if (std::string(code) == "pl") same.insert("gravehold");
            // Proper names without a translation in that language stay as printed in English (content check
            // --lang lists them): their words are not counted.
            std::set<std::string> untranslated_names;
            const auto name_words = [&](const std::string& id, const std::string& name) {
                if (c.shown_name(id, code) != name) return;
                for (const auto& w : ascii_words(name)) untranslated_names.insert(w);
            };
            // A translated name may share a word with the English ("Płonący Opal"): a name in that language.
            for (const auto& [id, t] : c.translations[code])
                for (const auto& w : ascii_words(t.name)) same.insert(w);
            for (const auto& [id, d] : c.player_cards) name_words(id, d.name);
            for (const auto& [id, d] : c.nemesis_cards) name_words(id, d.name);
            for (const auto& [id, d] : c.mages) {
                name_words(id, d.name);
                if (c.shown_text(d.ability_name, code) == d.ability_name)
                    for (const auto& w : ascii_words(d.ability_name)) untranslated_names.insert(w);
            }
            std::set<std::string> left;
            for (const auto& w : ascii_words(r.text))
                if (english.count(w) && !same.count(w) && !untranslated_names.count(w)) left.insert(w);
            std::string list;
            for (const auto& w : left) list += " " + w;
            INFO("English words left:" << list);
            if (const char* dump = std::getenv("GRAVEHOLD_DUMP_READ"))
                std::ofstream(std::string(dump) + "-" + code + "-" + nemesis) << r.text;
            CHECK(left.empty());
        }
}

TEST_CASE("the same battle read in English has the catalogue's words (the check above can fail)",
          "[lang][play]") {
    const auto english =
        catalogue_words({"/../lang/po/gravehold.pot", "/../content/packs/base/lang/texts.pot"});
    const Read r = read_battle(shipped(), "base.rageborne", 31);
    int found = 0;
    for (const auto& w : ascii_words(r.text)) found += english.count(w) ? 1 : 0;
    CHECK(found > 100);
}

} // namespace ae::test
