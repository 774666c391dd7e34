// Packs' free texts in another language (issue #22): the .po reader, the Lua text finder, the loader's
// checks, and Content::shown_text with exact texts and patterns.
#include "content/loader.hpp"
#include "content/lua_strings.hpp"
#include "content/po_file.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace ae;
using namespace ae::content;

TEST_CASE("a .po file: contexts, continued strings, escapes, plurals and fuzzy entries", "[lang][content]") {
    std::vector<Diagnostic> errors;
    const auto e = parse_po(
        "x.po",
        "# a comment\n"
        "msgid \"\"\nmsgstr \"\"\n\"Language: pl\\n\"\n\n"
        "#: a.lua:3\nmsgid \"Gain 1 aether\"\nmsgstr \"Zyskaj 1 eter\"\n\n"
        "msgctxt \"base.gem.jade\"\nmsgid \"Gain \"\n\"2 aether.\"\nmsgstr \"\"\n\"Zyskaj 2 "
        "\\\"eter\\\".\"\n\n"
        "#, fuzzy\nmsgid \"Old\"\nmsgstr \"Stare\"\n\n"
        "msgid \"{n} card\"\nmsgid_plural \"{n} cards\"\nmsgstr[0] \"{n} karta\"\nmsgstr[1] \"{n} karty\"\n",
        errors);
    REQUIRE(errors.empty());
    REQUIRE(e.size() == 4); // the header is left out
    CHECK(e[0].id == "Gain 1 aether");
    CHECK(e[0].strs == std::vector<std::string>{"Zyskaj 1 eter"});
    CHECK(e[0].pos.line == 7);
    CHECK(e[1].context == "base.gem.jade");
    CHECK(e[1].id == "Gain 2 aether.");
    CHECK(e[1].strs.front() == "Zyskaj 2 \"eter\".");
    CHECK(e[2].fuzzy);
    CHECK(e[3].plural == "{n} cards");
    CHECK(e[3].strs.size() == 2);
}

TEST_CASE("a malformed .po file is reported at its line and column", "[lang][content]") {
    const auto first_error = [](const std::string& text) {
        std::vector<Diagnostic> errors;
        parse_po("x.po", text, errors);
        REQUIRE(!errors.empty());
        return errors.front();
    };
    auto d = first_error("msgid \"a\"\nmsgstr \"b\n");
    CHECK(d.pos.line == 2);
    CHECK(d.message.find("not closed") != std::string::npos);
    d = first_error("msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"\n");
    CHECK(d.pos.line == 3);
    CHECK(d.pos.col == 1);
    CHECK(d.message.find("unknown keyword 'msgfoo'") != std::string::npos);
    d = first_error("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"c\"\n");
    CHECK(d.message.find("second msgid") != std::string::npos);
    d = first_error("msgid \"a \\q\"\nmsgstr \"c\"\n");
    CHECK(d.message.find("unknown escape") != std::string::npos);
    d = first_error("msgstr \"c\"\n");
    CHECK(d.message.find("without a msgid") != std::string::npos);
    d = first_error("msgid \"only\"\n");
    CHECK(d.message.find("has no msgstr") != std::string::npos);
}

TEST_CASE("the texts a Lua script writes: words, not ids, comments or pieces", "[lang][content]") {
    const auto t = lua_texts("-- \"not this comment\"\n"
                             "local x = ctx:choose_option{prompt = \"Emerald Shard: who gains 1 life?\",\n"
                             "  options = {{id = 'life', text = 'A player gains 1 life'}}}\n"
                             "local y = \"Deal \" .. n .. \" damage\"\n"
                             "--[[ \"a long comment\" ]] local id = \"base.gem.jade\"\n"
                             "local s = [[a long string]] ctx:log(\"it says \\\"hi\\\" here\")\n");
    REQUIRE(t.size() == 3);
    CHECK(t[0].line == 2);
    CHECK(t[0].text == "Emerald Shard: who gains 1 life?");
    CHECK(t[1].line == 3);
    CHECK(t[1].text == "A player gains 1 life");
    CHECK(t[2].line == 6);
    CHECK(t[2].text == "it says \"hi\" here");
}

namespace {
// A pack folder of its own with the base pack's content translated by a .po, in Czech (no shipped pack has
// one).
std::string pack_with_po(const std::string& name, const std::string& po) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("gravehold-po-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir / "lang");
    std::ofstream(dir / "pack.yaml") << "id: t" << name << "\nname: T\nversion: 1\nrequires: [base]\n";
    std::ofstream(dir / "lang" / "cs.po") << po;
    return dir.string();
}
const std::string kBase = std::string(GRAVEHOLD_PACKS_DIR) + "/base";
} // namespace

TEST_CASE("a pack's .po translates texts, patterns and a card's text by its id", "[lang][content]") {
    const auto dir = pack_with_po(
        "ok", "msgid \"Emerald Shard: who gains 1 life?\"\nmsgstr \"Kto zyskuje 1 życie?\"\n\n"
              "msgid \"Deal {n} damage to {card} now\"\nmsgstr \"{card}: zadaj teraz {n}\"\n\n"
              "msgctxt \"base.gem.crystal\"\nmsgid \"Gain 1 aether.\"\nmsgstr \"Zyskaj 1 eter.\"\n");
    auto r = load_packs({kBase, dir});
    for (const auto& e : r.errors) INFO(format(e));
    REQUIRE(r.ok());
    const Content& c = r.content;
    CHECK(c.shown_text("Emerald Shard: who gains 1 life?", "cs") == "Kto zyskuje 1 życie?");
    CHECK(c.shown_text("Emerald Shard: who gains 1 life?", "en") == "Emerald Shard: who gains 1 life?");
    CHECK(c.shown_text("Emerald Shard: who gains 1 life?", "fr") == "Emerald Shard: who gains 1 life?");
    // A pattern: the values come back; a card's English name is shown by its name in that language (none
    // in Czech: the English; Polish has one, from base's lang/pl.yaml).
    CHECK(c.shown_text("Deal 3 damage to Jade now", "cs") == "Jade: zadaj teraz 3");
    CHECK(c.shown_text("Deal 3 damage to Somebody now", "cs") == "Somebody: zadaj teraz 3");
    CHECK(c.shown_text("Deal 3 damage to Jade later", "cs") == "Deal 3 damage to Jade later");
    // A card's text by its id, only while its English is the one translated.
    CHECK(c.shown_text_of("base.gem.crystal", "Gain 1 aether.", "cs") == "Zyskaj 1 eter.");
    CHECK(c.shown_text_of("base.gem.crystal", "Gain 2 aether.", "cs") == "Gain 2 aether.");
    CHECK(c.shown_text_of("base.gem.jade", "Gain 2 aether.", "cs") == "Gain 2 aether.");
    CHECK(c.shown_name("base.gem.crystal") == "Crystal"); // a text alone leaves the name as it was
}

TEST_CASE("a pack's .po translates a count in the plural form the language takes", "[lang][content]") {
    const auto dir = pack_with_po("plural", "msgid \"{n} husk is left on {card}\"\n"
                                            "msgid_plural \"{n} husks are left on {card}\"\n"
                                            "msgstr[0] \"na {card} zbývá {n} slupka\"\n"
                                            "msgstr[1] \"na {card} zbývají {n} slupky\"\n"
                                            "msgstr[2] \"na {card} zbývá {n} slupek\"\n");
    auto r = load_packs({kBase, dir});
    for (const auto& e : r.errors) INFO(format(e));
    REQUIRE(r.ok());
    const Content& c = r.content;
    CHECK(c.shown_text("1 husk is left on Jade", "cs") == "na Jade zbývá 1 slupka");
    CHECK(c.shown_text("3 husks are left on Jade", "cs") == "na Jade zbývají 3 slupky");
    CHECK(c.shown_text("5 husks are left on Jade", "cs") == "na Jade zbývá 5 slupek");
    CHECK(c.shown_text("5 husks are left on Jade", "en") == "5 husks are left on Jade");
    // The rules of the languages a catalogue is written in: Polish for 1, 2, 5, 12, 22, 25; German and the
    // others two forms.
    const std::vector<std::pair<long, std::size_t>> polish = {{1, 0},  {2, 1},  {5, 2},
                                                              {12, 2}, {22, 1}, {25, 2}};
    for (const auto& [n, form] : polish) CHECK(plural_form("pl", n) == form);
    CHECK(plural_form("de", 1) == 0);
    CHECK(plural_form("de", 0) == 1);
    CHECK(plural_form("cs", 4) == 1);
    CHECK(plural_form("cs", 22) == 2);
}

TEST_CASE("a pack's .po with mistakes is refused at the place", "[lang][content]") {
    const auto errors_of = [](const std::string& name, const std::string& po) {
        auto r = load_packs({kBase, pack_with_po(name, po)});
        std::string all;
        for (const auto& e : r.errors) all += format(e) + "\n";
        return all;
    };
    auto e = errors_of("ph", "msgid \"Deal {n} damage\"\nmsgstr \"Zadaj {m} obrażeń\"\n");
    CHECK(e.find("lang/cs.po:1:1: error: the translation must use the same {placeholders}") !=
          std::string::npos);
    e = errors_of("id", "msgctxt \"base.gem.nothing\"\nmsgid \"x y\"\nmsgstr \"z w\"\n");
    CHECK(e.find("lang/cs.po:2:1: error: unknown content id 'base.gem.nothing'") != std::string::npos);
    e = errors_of(
        "plural",
        "msgid \"{m} card\"\nmsgid_plural \"{m} cards\"\nmsgstr[0] \"{m} a\"\nmsgstr[1] \"{m} b\"\n");
    CHECK(e.find("lang/cs.po:1:1: error: a plural text counts with {n}") != std::string::npos);
    e = errors_of("plural2", "msgid \"{n} card\"\nmsgid_plural \"{n} cards\"\nmsgstr[0] \"{n} a\"\nmsgstr[1] "
                             "\"b\"\n");
    CHECK(e.find("every plural form must be translated") != std::string::npos);
    e = errors_of("side", "msgid \"{a}{b} x\"\nmsgstr \"{b} {a} x\"\n");
    CHECK(e.find("side by side") != std::string::npos);
    e = errors_of("bad", "msgid \"a\"\nmsgstr \"b\"\nmsgfoo\n");
    CHECK(e.find("lang/cs.po:3:7: error: expected a quoted string") != std::string::npos);
}
