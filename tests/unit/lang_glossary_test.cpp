// The glossaries (lang/glossary/<code>.yaml): the game's words as each language's rulebook prints them.
// Translators use them; this test checks that the catalogues do, term by term, in the texts a player sees
// most (issue #22).
#include "lang/language.hpp"

#include <catch2/catch.hpp>
#include <yaml-cpp/yaml.h>

#include <string>

namespace {

std::string ascii_lower(std::string s) {
    for (auto& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// The first `n` characters of a UTF-8 word (a stem, so "Brama" matches "Bramę").
std::string stem(const std::string& word, int n) {
    std::size_t at = 0;
    for (int k = 0; k < n && at < word.size(); ++k) {
        ++at;
        while (at < word.size() && (static_cast<unsigned char>(word[at]) & 0xC0) == 0x80) ++at;
    }
    return word.substr(0, at);
}

} // namespace

TEST_CASE("each glossary names the rulebook's word for every term, with where it was seen", "[lang]") {
    for (const char* code : {"pl", "de"}) {
        const YAML::Node g =
            YAML::LoadFile(std::string(GRAVEHOLD_TEST_DIR) + "/../lang/glossary/" + code + ".yaml");
        CHECK(g["language"].as<std::string>() == code);
        REQUIRE(g["terms"].size() >= 60);
        for (const auto& t : g["terms"]) {
            INFO(code << ": " << t.first.as<std::string>());
            CHECK(!t.second["en"].as<std::string>().empty());
            CHECK(!t.second["word"].as<std::string>().empty());
            CHECK(t.second["seen"].IsDefined());
        }
    }
}

TEST_CASE("the catalogues use the glossaries' words", "[lang]") {
    // A term, and a text of the code where a player meets it.
    const std::pair<const char*, const char*> uses[] = {
        {"breach", "Open breach {breach} ({cost} aether)"},
        {"focus", "Focus breach {breach} ({cost} aether)"},
        {"aether", "not enough aether"},
        {"charge", "Gain a charge (2 aether)"},
        {"nemesis", "the nemesis"},
        {"exhausted", "  {player} is exhausted"},
        {"unleash", "  The nemesis unleashes ({cause})"},
    };
    for (const char* code : {"pl", "de"}) {
        const YAML::Node g =
            YAML::LoadFile(std::string(GRAVEHOLD_TEST_DIR) + "/../lang/glossary/" + code + ".yaml");
        const auto& L = ae::lang::Language::of(code);
        for (const auto& [term, text] : uses) {
            const std::string word = g["terms"][term]["word"].as<std::string>();
            const std::string shown = L.tr(text);
            INFO(code << ": " << term << " = " << word << "; \"" << text << "\" -> \"" << shown << "\"");
            CHECK(ascii_lower(shown).find(ascii_lower(stem(word, 4))) != std::string::npos);
        }
    }
}
