// Languages people read (issue #22): catalogues, plural forms, {placeholders}, and how a language is chosen.
#include "core/errors.hpp"
#include "lang/choose.hpp"
#include "lang/language.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

using ae::lang::Language;

TEST_CASE("fill puts each argument in its place and leaves an unknown one as written", "[lang]") {
    CHECK(ae::lang::fill("Gain {card} ({cost} aether)", {{"card", "Jade"}, {"cost", "2"}}) ==
          "Gain Jade (2 aether)");
    CHECK(ae::lang::fill("{a}{a} {b}", {{"a", "x"}}) == "xx {b}");
    CHECK(ae::lang::fill("no braces", {}) == "no braces");
    CHECK(ae::lang::fill("{card}", {{"card", "{cost}"}, {"cost", "9"}}) == "{cost}"); // not filled twice
}

TEST_CASE("English is the code's own text, with English plurals", "[lang]") {
    const Language& en = Language::english();
    CHECK(en.code() == "en");
    CHECK(en.tr("Main phase: choose an action") == "Main phase: choose an action");
    CHECK(en.trn("{n} card", "{n} cards", 1) == "1 card");
    CHECK(en.trn("{n} card", "{n} cards", 5) == "5 cards");
    CHECK(&Language::of("en_GB.UTF-8") == &en);
    CHECK(&Language::of("C") == &en);
}

TEST_CASE("Polish and German catalogues are built and translate the engine's texts", "[lang]") {
    const auto known = Language::known();
    CHECK(known.front() == "en");
    CHECK(std::find(known.begin(), known.end(), "pl") != known.end());
    CHECK(std::find(known.begin(), known.end(), "de") != known.end());
    for (const char* code : {"pl", "de"}) {
        const Language& l = Language::of(code);
        CHECK(l.code() == code);
        CHECK(l.tr("Main phase: choose an action") != "Main phase: choose an action");
        const std::string gain = l.tr("Gain {card} ({cost} aether)", {{"card", "CARD"}, {"cost", "3"}});
        CHECK(gain.find("CARD") != std::string::npos);
        CHECK(gain.find('3') != std::string::npos);
        CHECK(gain.find("aether") == std::string::npos);
    }
    CHECK(Language::of("pl").tr("").empty()); // not the catalogue's header
    CHECK(&Language::of("pl_PL.UTF-8") == &Language::of("pl"));
    CHECK(&Language::of("de-AT") == &Language::of("de"));
}

TEST_CASE("Polish plural forms: 1, 2-4 and 22-24, the rest (1, 2, 5, 12, 22, 25)", "[lang]") {
    const Language& pl = Language::of("pl");
    const auto form = [&](long n) {
        return pl.trn("  {n} damage to {target} ({cause})", "  {n} damage to {target} ({cause})", n,
                      {{"target", "T"}, {"cause", "C"}});
    };
    // The number is in each, then the forms: one for 1, "few" for 2 and 22, "many" for 5, 12 and 25.
    const auto word = [&](long n) {
        std::string s = form(n);
        const auto at = s.find(std::to_string(n));
        REQUIRE(at != std::string::npos);
        return s.erase(at, std::to_string(n).size());
    };
    CHECK(word(2) == word(22));
    CHECK(word(5) == word(12));
    CHECK(word(5) == word(25));
    CHECK(word(1) != word(2));
    CHECK(word(2) != word(5));
    CHECK(word(1) != word(5));
    // "12" and "22" end in 2 but take different forms: the rule looks at the tens.
    CHECK(word(12) != word(22));
    CHECK(form(1).find("damage") == std::string::npos);
}

TEST_CASE("German plural forms: one and other", "[lang]") {
    const Language& de = Language::of("de");
    const auto word = [&](long n) {
        std::string s =
            de.trn("  {player} gains {n} charge(s)", "  {player} gains {n} charge(s)", n, {{"player", "P"}});
        return s.erase(s.find(std::to_string(n)), std::to_string(n).size());
    };
    CHECK(word(1) != word(2));
    CHECK(word(2) == word(5));
    CHECK(word(5) == word(25));
}

TEST_CASE("an unknown language is refused with the known ones named", "[lang]") {
    try {
        Language::of("xx");
        FAIL("no error");
    } catch (const ae::InvalidRequest& e) {
        const std::string m = e.what();
        CHECK(m.find("'xx'") != std::string::npos);
        CHECK(m.find("pl") != std::string::npos);
        CHECK(m.find("de") != std::string::npos);
    }
    CHECK(&Language::or_english("xx") == &Language::english());
}

TEST_CASE("Accept-Language: the first language with a catalogue by weight", "[lang]") {
    using ae::lang::from_accept_language;
    CHECK(from_accept_language("pl-PL,pl;q=0.9,en;q=0.8") == "pl");
    CHECK(from_accept_language("fr-FR, de;q=0.7, pl;q=0.5") == "de");
    CHECK(from_accept_language("en;q=0.4, pl;q=0.9") == "pl");
    CHECK(from_accept_language("fr, es") == "");
    CHECK(from_accept_language("pl;q=abc, de") == "de");
    CHECK(from_accept_language("") == "");
}

namespace {
// Sets an environment variable for one test and puts it back.
struct EnvVar {
    std::string name;
    std::string old;
    bool had;
    EnvVar(const char* n, const char* value) : name(n) {
        const char* o = std::getenv(n);
        had = o != nullptr;
        if (had) old = o;
        if (value)
            setenv(n, value, 1);
        else
            unsetenv(n);
    }
    ~EnvVar() {
        if (had)
            setenv(name.c_str(), old.c_str(), 1);
        else
            unsetenv(name.c_str());
    }
};
} // namespace

TEST_CASE("a command's language: --lang, then GRAVEHOLD_LANG, then the locale", "[lang]") {
    using ae::lang::choose;
    EnvVar all("LC_ALL", nullptr), messages("LC_MESSAGES", nullptr), lang("LANG", "de_DE.UTF-8");
    {
        EnvVar g("GRAVEHOLD_LANG", nullptr);
        CHECK(choose("").code() == "de");
        CHECK(choose("pl").code() == "pl");
        EnvVar fr("LANG", "fr_FR.UTF-8");
        CHECK(choose("").code() == "en");                  // a locale without a catalogue is passed over
        CHECK_THROWS_AS(choose("fr"), ae::InvalidRequest); // asked for by name: refused
    }
    {
        EnvVar g("GRAVEHOLD_LANG", "pl");
        CHECK(choose("").code() == "pl");
        CHECK(choose("en").code() == "en");
    }
}

TEST_CASE("a web request's language: ?lang=, the server's own, then the browser", "[lang]") {
    using ae::lang::for_request;
    CHECK(for_request("", "", "de-DE,de;q=0.9").code() == "de");
    CHECK(for_request("pl", "", "de-DE,de;q=0.9").code() == "pl");
    CHECK(for_request("", "pl", "de-DE,de;q=0.9").code() == "pl");
    CHECK(for_request("de", "pl", "").code() == "de");
    CHECK(for_request("", "", "fr").code() == "en");
    CHECK(for_request("", "es", "").code() == "en"); // a server language with names only: English texts
    CHECK_THROWS_AS(for_request("xx", "", ""), ae::InvalidRequest);
}
