// A campaign in Polish and German (issue #22): the log is stored language-neutral and read in any language,
// a campaign remembers the language it was started in, every text of the shipped campaigns is translated,
// and what `campaign new`, `play`, `next`, `show` and `log` print holds no English word of the catalogues.
#include "campaigns/catalogues.hpp"
#include "campaigns/expedition_gen.hpp"
#include "campaigns/log_text.hpp"
#include "campaigns/state_json.hpp"
#include "play/campaign_session.hpp"
#include "saves/campaign_store.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/english_words.hpp"
#include "tests/support/shipped.hpp"
#include "tests/support/temp_db.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>

namespace ae::test {
namespace {

// A shipped campaign played by bots: `battles` battles (0: to its end).
void play_by_bots(const std::string& db, const std::string& definition, const std::string& name,
                  const std::string& lang, int battles) {
    std::vector<std::string> args = {"--db",   db,   "campaign", "new",    definition, "--players", "2",
                                     "--name", name, "--mages",  "Ana,Bo", "--seed",   "11"};
    if (!lang.empty()) args.insert(args.begin(), {"--lang", lang});
    const auto made = gravehold(args);
    INFO(made.err);
    REQUIRE(made.code == 0);
    std::vector<std::string> play = {"--db", db, "campaign", "play", name, "--bots", "all", "--quiet"};
    if (battles > 0) play.insert(play.end(), {"--max-battles", std::to_string(battles)});
    const auto r = gravehold(play);
    INFO(r.err);
    REQUIRE(r.code == 0);
}

// The words of the code's catalogue's translations into `code` (lang/po/<code>.po msgstr lines).
std::set<std::string> translated_words(const std::string& code) {
    std::ifstream in(std::string(GRAVEHOLD_TEST_DIR) + "/../lang/po/" + code + ".po");
    REQUIRE(in.good());
    std::set<std::string> words;
    bool in_msgstr = false;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("msgstr", 0) == 0)
            in_msgstr = true;
        else if (line.empty() || line[0] != '"')
            in_msgstr = false;
        if (in_msgstr)
            for (const auto& w : ascii_words(line)) words.insert(w);
    }
    return words;
}

// A Legacy campaign "stol" started in Polish (played with the box when `companion`).
void new_polish_campaign(const std::string& db, bool companion) {
    std::vector<std::string> args = {"--lang", "pl",      "--db",      db,       "campaign",
                                     "new",    "legacy",  "--players", "2",      "--name",
                                     "stol",   "--mages", "Ana,Bo",    "--seed", "3"};
    if (companion) args.push_back("--companion");
    REQUIRE(gravehold(args).code == 0);
}

// Does a catalogue translate `text` (exactly, or by a pattern written as that text)?
bool translated(const Content& c, const std::string& code, const std::string& text) {
    if (auto t = c.texts.find(code); t != c.texts.end() && t->second.count(text)) return true;
    if (auto p = c.text_patterns.find(code); p != c.text_patterns.end())
        for (const auto& pattern : p->second) {
            std::string english = pattern.literals.front();
            for (std::size_t i = 0; i < pattern.names.size(); ++i)
                english += "{" + pattern.names[i] + "}" + pattern.literals[i + 1];
            if (english == text) return true;
        }
    return false;
}

} // namespace

TEST_CASE("every text of the shipped campaigns is translated into Polish and German", "[lang][campaign]") {
    for (const std::string& id :
         std::vector<std::string>{"legacy", "outcasts", campaign::expedition_id({4, 7})}) {
        const play::CampaignSession s(id);
        const auto texts = campaign::campaign_texts(s.def);
        REQUIRE(texts.size() > 10);
        for (const char* code : {"pl", "de"})
            for (const auto& t : texts) {
                INFO(id << " " << code << ": " << t);
                CHECK(translated(s.content.content, code, t));
            }
    }
}

TEST_CASE("a generated expedition's story reads in Polish with its places and nemeses translated",
          "[lang][campaign]") {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const play::CampaignSession s(campaign::expedition_id({8, seed}));
        const Content& c = s.content.content;
        std::vector<std::string> texts = {s.def.name};
        for (const auto& st : s.def.steps) {
            texts.push_back(st.title);
            for (const auto& op : st.ops) texts.push_back(op.text);
        }
        for (const auto& t : texts) {
            if (t.empty()) continue;
            const std::string pl = c.shown_text(t, "pl");
            INFO(t << " -> " << pl);
            CHECK(pl != t);
            CHECK(pl.find('{') == std::string::npos);
            // The longest pattern wins: "Battle {n} of {total}" does not take a whole opening sentence.
            CHECK(pl.find("drowned") == std::string::npos);
            CHECK(pl.find("orchard") == std::string::npos);
            CHECK(pl.find("wells") == std::string::npos);
            for (const auto& [id, n] : c.nemeses)
                if (c.shown_name(id, "pl") != n.name && t.find(n.name) != std::string::npos)
                    CHECK(pl.find(c.shown_name(id, "pl")) != std::string::npos);
        }
    }
}

TEST_CASE("the campaign log is stored language-neutral: each line is made again from its data",
          "[lang][campaign]") {
    for (const char* definition : {"legacy", "outcasts"}) {
        TempDb t("lang-log");
        play_by_bots(t.path(), definition, "c", "", 0);
        saves::Database db(t.path());
        const auto state = saves::load_campaign(db, "c");
        const play::CampaignSession s(state.definition);
        const auto log = saves::campaign_log(db, "c");
        REQUIRE(log.size() > 40);
        std::set<std::string> kinds;
        for (const auto& e : log) {
            kinds.insert(e.kind);
            INFO(definition << " entry " << e.seq << " (" << e.kind << "): " << e.payload_json);
            CHECK(campaign::is_log_kind(e.kind)); // import refuses kinds outside the list
            // The English made from the data is the line written when it happened...
            CHECK(campaign::log_text(e, s.content.content, &s.def, lang::Language::english()) == e.text);
            // ...and in Polish and German it is another line: every kind is read from its data.
            for (const char* code : {"pl", "de"})
                CHECK(campaign::log_text(e, s.content.content, &s.def, lang::Language::of(code)) != e.text);
        }
        INFO(definition);
        CHECK(kinds.size() >= 12);
        CHECK(kinds.count("choice_made"));
        CHECK(kinds.count("battle_won") + kinds.count("battle_lost") > 0);
    }
}

TEST_CASE("a campaign remembers its language; --lang still shows another", "[lang][campaign]") {
    TempDb t("lang-remember");
    const auto made = gravehold({"--lang", "pl", "--db", t.path(), "campaign", "new", "legacy", "--players",
                                 "2", "--name", "stol", "--mages", "Ana,Bo", "--seed", "3"});
    REQUIRE(made.code == 0);
    CHECK(contains(made.out, "Kampania"));
    const auto state =
        nlohmann::json::parse(gravehold({"--db", t.path(), "campaign", "show", "stol", "--json"}).out);
    CHECK(state["language"] == "pl");
    // No --lang: the campaign's own.
    const auto next = gravehold({"--db", t.path(), "campaign", "next", "stol"});
    REQUIRE(next.code == 0);
    CHECK(contains(next.out, "Gravehold lampy"));
    CHECK_FALSE(contains(next.out, "Gravehold keeps its lamps low"));
    // Asked for: that one, and the campaign keeps its own.
    const auto de = gravehold({"--lang", "de", "--db", t.path(), "campaign", "log", "stol"});
    CHECK(contains(de.out, "Kampagne"));
    const auto en = gravehold({"--lang", "en", "--db", t.path(), "campaign", "log", "stol"});
    CHECK(contains(en.out, "Turn order cards: Ana, Ana, Bo, Bo, and two nemesis cards."));
    CHECK(nlohmann::json::parse(
              gravehold({"--db", t.path(), "campaign", "show", "stol", "--json"}).out)["language"] == "pl");
    // A save whose language is not a code is refused by name.
    auto broken = state;
    broken["language"] = "polish";
    CHECK_THROWS_WITH(campaign::state_from_json(broken.dump(), "test"), Catch::Contains("language"));
}

TEST_CASE("a campaign read in Polish and in German has no English word of the catalogues left",
          "[lang][campaign]") {
    const auto english = catalogue_words(
        {"/../lang/po/gravehold.pot", "/../campaigns/legacy/lang/texts.pot",
         "/../campaigns/outcasts/lang/texts.pot", "/../content/packs/base/lang/texts.pot",
         "/../content/packs/legacy/lang/texts.pot", "/../content/packs/outcasts/lang/texts.pot"});
    REQUIRE(english.count("campaign"));
    REQUIRE(english.count("banished"));
    for (const char* definition : {"legacy", "outcasts"})
        for (const char* code : {"pl", "de"}) {
            TempDb t("lang-read");
            play_by_bots(t.path(), definition, "c", code, 2);
            // What the group reads: the story so far, what comes next, the state, the log in both forms.
            std::string read;
            for (const auto& cmd : std::vector<std::vector<std::string>>{
                     {"campaign", "next", "c"},
                     {"campaign", "show", "c"},
                     {"campaign", "log", "c"},
                     {"campaign", "log", "c", "--format", "md"},
                     {"campaign", "play", "c", "--bots", "all", "--quiet", "--max-battles", "2"}}) {
                std::vector<std::string> args = {"--db", t.path()};
                args.insert(args.end(), cmd.begin(), cmd.end());
                const auto r = gravehold(args);
                INFO(r.err);
                REQUIRE(r.code == 0);
                read += r.out;
            }
            // Commands to type (in backticks), their flags and ids (rule.abilities) are not words.
            read = std::regex_replace(read, std::regex("`[^`]*`"), " ");
            read = std::regex_replace(read, std::regex("--[a-z-]+"), " ");
            read = std::regex_replace(read, std::regex("[A-Za-z_]+(\\.[A-Za-z0-9_]+)+"), " ");
            const play::CampaignSession s(definition);
            const Content& c = s.content.content;
            // Proper names without a translation stay as printed in English (content check --lang lists
            // them), and so do titles a catalogue keeps as they are ("Aeon's End: Legacy").
            std::set<std::string> allowed{"gravehold", "deck", "hand"};
            const auto allow = [&](const std::string& text) {
                for (const auto& w : ascii_words(text)) allowed.insert(w);
            };
            for (const auto& [id, tr] : c.translations.at(code)) allow(tr.name);
            for (const auto* defs : {&c.player_cards})
                for (const auto& [id, d] : *defs)
                    if (c.shown_name(id, code) == d.name) allow(d.name);
            for (const auto& [id, d] : c.nemesis_cards)
                if (c.shown_name(id, code) == d.name) allow(d.name);
            for (const auto& [id, d] : c.mages)
                if (c.shown_name(id, code) == d.name) allow(d.name);
            for (const auto& [id, d] : c.nemeses)
                if (c.shown_name(id, code) == d.name) allow(d.name);
            // A translation may share a word with the English ("Stand", "warm" in German; "Aeon's End" kept
            // in a title): the words of every translated text are that language's.
            for (const auto& [english_text, shown] : c.texts.at(code)) allow(shown);
            for (const auto& w : translated_words(code)) allowed.insert(w);
            std::set<std::string> left;
            for (const auto& w : ascii_words(read))
                if (english.count(w) && !allowed.count(w)) left.insert(w);
            std::string list;
            for (const auto& w : left) list += " " + w;
            INFO(definition << " in " << code << ", English words left:" << list);
            if (const char* dump = std::getenv("GRAVEHOLD_DUMP_READ"))
                std::ofstream(std::string(dump) + "-" + definition + "-" + code) << read;
            CHECK(read.size() > 3000);
            CHECK(left.empty());
        }
}

TEST_CASE("the same campaign read in English has the catalogues' words (the check above can fail)",
          "[lang][campaign]") {
    const auto english =
        catalogue_words({"/../lang/po/gravehold.pot", "/../campaigns/legacy/lang/texts.pot"});
    TempDb t("lang-read-en");
    play_by_bots(t.path(), "legacy", "c", "en", 1);
    const auto log = gravehold({"--db", t.path(), "campaign", "log", "c"}).out;
    int found = 0;
    for (const auto& w : ascii_words(log)) found += english.count(w) ? 1 : 0;
    CHECK(found > 100);
}

TEST_CASE("a refusal at the table reads in the campaign's language; tools read it in English",
          "[lang][campaign]") {
    TempDb t("lang-refuse");
    new_polish_campaign(t.path(), false);
    // No decision is due before the first battle.
    auto r = gravehold({"--db", t.path(), "campaign", "answer", "stol", "1"});
    CHECK(r.code == 2);
    CHECK(contains(r.err, "stol"));
    CHECK_FALSE(contains(r.err, "no decision is due"));
    r = gravehold({"--lang", "en", "--db", t.path(), "campaign", "answer", "stol", "1"});
    CHECK(contains(r.err, "no decision is due in campaign 'stol'"));
    // A card banished twice: named by its Polish name, refused in Polish.
    REQUIRE(gravehold({"--db", t.path(), "campaign", "banish", "stol", "Złocony Marmur", "--from", "supply"})
                .code == 0);
    r = gravehold({"--db", t.path(), "campaign", "banish", "stol", "Złocony Marmur", "--from", "supply"});
    CHECK(r.code == 2);
    INFO(r.err);
    CHECK(contains(r.err, "Złocony Marmur"));
    CHECK_FALSE(contains(r.err, "is named"));
    CHECK_FALSE(contains(r.err, "closest"));
    r = gravehold({"--lang", "de", "--db", t.path(), "campaign", "banish", "stol", "Złocony Marmur", "--from",
                   "supply"});
    CHECK(r.code == 2);
    CHECK_FALSE(contains(r.err, "is named"));
}

TEST_CASE("what undo takes back is said in the campaign's language, and its log entry too",
          "[lang][campaign]") {
    TempDb t("lang-undo");
    new_polish_campaign(t.path(), true);
    const lang::Language& pl = lang::Language::of("pl");
    // A change made at the table, taken back.
    REQUIRE(gravehold({"--db", t.path(), "campaign", "banish", "stol", "Złocony Marmur", "--from", "supply"})
                .code == 0);
    auto r = gravehold({"--db", t.path(), "campaign", "undo", "stol"});
    REQUIRE(r.code == 0);
    INFO(r.out);
    CHECK(contains(r.out, "Złocony Marmur"));
    CHECK_FALSE(contains(r.out, "Undone"));
    CHECK_FALSE(contains(r.out, "banished"));
    // A battle recorded at the table, taken back: the record reads in Polish, its chapter too.
    REQUIRE(gravehold({"--db", t.path(), "campaign", "record", "stol", "--result", "won", "--gravehold", "10",
                       "--turns", "12"})
                .code == 0);
    r = gravehold({"--db", t.path(), "campaign", "undo", "stol"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, pl.trc("battle result", "won")));
    CHECK_FALSE(contains(r.out, "the record of battle"));
    // The log keeps both undos as data: English as written, and Polish.
    saves::Database db(t.path());
    const auto state = saves::load_campaign(db, "stol");
    const play::CampaignSession s(state.definition);
    int undone = 0;
    for (const auto& e : saves::campaign_log(db, "stol")) {
        if (e.kind != "undone") continue;
        ++undone;
        INFO(e.text << " / " << e.payload_json);
        CHECK(campaign::log_text(e, s.content.content, &s.def, lang::Language::english()) == e.text);
        const std::string polish = campaign::log_text(e, s.content.content, &s.def, pl);
        CHECK(polish != e.text);
        CHECK(polish.find("Undone") == std::string::npos);
    }
    CHECK(undone == 2);
    // Tools read the English.
    const auto en = gravehold({"--lang", "en", "--db", t.path(), "campaign", "log", "stol"});
    CHECK(contains(en.out, "Undone: the record of battle 1 (Chapter 1), won"));
    CHECK(contains(en.out, "Undone: Gilded Marble is banished from the supply."));
}

} // namespace ae::test
