// check_deck_buildable on hand-made Content, and when the loader applies it.
#include "content/deck_check.hpp"
#include "content/loader.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace ae;
using content::check_deck_buildable;

namespace {

void add_card(Content& c, const std::string& id, int tier, bool basic) {
    NemesisCardDef card;
    card.id = id;
    card.tier = tier;
    card.basic = basic;
    c.nemesis_cards[id] = card;
}

// A nemesis with `own` cards of each tier, and `basic[t]` basic cards of tier t+1.
std::pair<Content, NemesisDef> make(std::array<int, 3> own, std::array<int, 3> basic) {
    Content c;
    NemesisDef n;
    n.id = "t.n";
    for (int tier = 1; tier <= 3; ++tier) {
        for (int i = 0; i < own[tier - 1]; ++i) {
            std::string id = "t.n.c" + std::to_string(tier) + "_" + std::to_string(i);
            add_card(c, id, tier, false);
            n.cards.push_back(id);
        }
        for (int i = 0; i < basic[tier - 1]; ++i)
            add_card(c, "t.basic.c" + std::to_string(tier) + "_" + std::to_string(i), tier, true);
    }
    add_card(c, "t.n.side", 0, false); // side-deck cards count for nothing
    n.side_decks["spawn"] = {"t.n.side"};
    return {c, n};
}

} // namespace

TEST_CASE("basic cards needed per player count", "[content]") {
    CHECK(content::basic_cards_needed(1) == std::array<int, 3>{1, 3, 7});
    CHECK(content::basic_cards_needed(2) == std::array<int, 3>{3, 5, 7});
    CHECK(content::basic_cards_needed(3) == std::array<int, 3>{5, 6, 7});
    CHECK(content::basic_cards_needed(4) == std::array<int, 3>{8, 7, 7});
}

TEST_CASE("check_deck_buildable", "[content]") {
    SECTION("exactly enough for four players") {
        auto [c, n] = make({3, 3, 3}, {8, 7, 7});
        CHECK_FALSE(check_deck_buildable(n, c).has_value());
    }
    SECTION("the first shortage, fewest players first") {
        auto [c, n] = make({3, 3, 3}, {8, 4, 7});
        CHECK(check_deck_buildable(n, c) ==
              "nemesis t.n: not enough basic tier-2 cards for 2 players (need 5, have 4)");
    }
    SECTION("one player") {
        auto [c, n] = make({3, 3, 3}, {0, 3, 7});
        CHECK(check_deck_buildable(n, c) ==
              "nemesis t.n: not enough basic tier-1 cards for 1 player (need 1, have 0)");
    }
    SECTION("four players") {
        auto [c, n] = make({3, 3, 3}, {7, 7, 7});
        CHECK(check_deck_buildable(n, c) ==
              "nemesis t.n: not enough basic tier-1 cards for 4 players (need 8, have 7)");
    }
    SECTION("its own cards are checked before the basic ones") {
        auto [c, n] = make({3, 3, 2}, {0, 0, 0});
        CHECK(check_deck_buildable(n, c) ==
              "nemesis t.n: not enough tier-3 cards of its own (need 3, have 2)");
    }
    SECTION("another nemesis's cards are not its own") {
        auto [c, n] = make({3, 3, 3}, {8, 7, 7});
        add_card(c, "t.other.x", 1, false);
        n.cards.erase(n.cards.begin());
        CHECK(check_deck_buildable(n, c) ==
              "nemesis t.n: not enough tier-1 cards of its own (need 3, have 2)");
    }
}

TEST_CASE("the loader checks decks only where basic cards are expected", "[content]") {
    namespace fs = std::filesystem;
    fs::path root = fs::temp_directory_path() / ("gravehold_deck_" + std::to_string(::getpid()));
    fs::remove_all(root);
    auto write = [&](const std::string& rel, const std::string& text) {
        fs::create_directories((root / rel).parent_path());
        std::ofstream(root / rel) << text;
    };
    // A nemesis with a single card of its own: never a full deck.
    write("solo/pack.yaml", "id: solo\nname: Solo\nversion: 1\n");
    write("solo/nemeses/n/nemesis.yaml",
          "id: solo.n\nname: N\norigin: original\ntext: T\nlife: 30\ndifficulty: 1\nscript: nemeses/n/n.lua\n"
          "cards:\n  - {id: solo.n.a, name: A, type: attack, tier: 1, text: T, origin: original}\n");
    write("solo/nemeses/n/n.lua", "return {}\n");
    write("core/pack.yaml", "id: core\nname: Core\nversion: 1\n");

    SECTION("a lone nemesis pack without any basic cards is not checked") {
        auto r = content::load_packs({(root / "solo").string()});
        CHECK(r.errors.empty());
    }
    SECTION("a nemesis in a pack that requires another is checked") {
        write("solo/pack.yaml", "id: solo\nname: Solo\nversion: 1\nrequires: [core]\n");
        auto r = content::load_packs({(root / "core").string(), (root / "solo").string()});
        REQUIRE(r.errors.size() == 1);
        CHECK(content::format(r.errors[0]) ==
              (root / "solo/nemeses/n/nemesis.yaml").string() +
                  ":1:1: error: nemesis solo.n: not enough tier-1 cards of its own (need 3, have 1)");
    }
    fs::remove_all(root);
}
