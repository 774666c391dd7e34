// The campaign menu that `gravehold` opens at a terminal, driven by typed answers.
#include "cli/menu.hpp"
#include "saves/campaign_store.hpp"
#include "saves/unlock_store.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

TEST_CASE("campaign menu: start a Legacy campaign, stop in its first battle, continue it from the menu",
          "[campaign_cli]") {
    const fs::path dir = fs::temp_directory_path() / ("gravehold_menu_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string db = (dir / "m.db").string();

    std::istringstream in("9\n1\n\nM\n0\n1\nAna\nq\n");
    std::ostringstream out;
    CHECK(ae::cli::campaign_menu(db, in, out, false) == 0);
    const std::string text = out.str();
    CHECK(text.find("Start a new Legacy campaign") != std::string::npos);
    CHECK(text.find("Please type a number from 1 to 3") != std::string::npos); // 9 is refused
    CHECK(text.find("A campaign needs a name") != std::string::npos);
    CHECK(text.find("Please type a number from 1 to 4") != std::string::npos); // 0 players is refused
    CHECK(text.find("Ana is written on the") != std::string::npos);
    CHECK(text.find("Stopped during the battle") != std::string::npos);
    {
        ae::saves::Database d(db);
        REQUIRE(ae::saves::list_campaigns(d).size() == 1);
        CHECK(ae::saves::load_campaign(d, "M").battles.size() == 1);
    }

    std::istringstream again("1\nq\n");
    std::ostringstream out2;
    CHECK(ae::cli::campaign_menu(db, again, out2, false) == 0);
    CHECK(out2.str().find("Continue 'M'") != std::string::npos);
    CHECK(out2.str().find("Resuming battle 1") != std::string::npos);
    {
        ae::saves::Database d(db);
        CHECK(ae::saves::load_campaign(d, "M").battles.size() == 1); // the same battle, not a new one
    }
    fs::remove_all(dir);
}

TEST_CASE("campaign menu: a custom expedition is offered once the database has unlocked it",
          "[campaign_cli][unlocks]") {
    const fs::path dir = fs::temp_directory_path() / ("gravehold_menu_x_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string db = (dir / "m.db").string();

    std::istringstream none("q\n");
    std::ostringstream out0;
    CHECK(ae::cli::campaign_menu(db, none, out0, false) == 0);
    CHECK(out0.str().find("custom expedition") == std::string::npos);

    {
        ae::saves::Database d(db);
        ae::saves::add_unlock(d, "expeditions.custom", "table");
    }
    std::istringstream in("3\n5\n4\nT\n2\nAna\nBo\nq\n");
    std::ostringstream out;
    CHECK(ae::cli::campaign_menu(db, in, out, false) == 0);
    const std::string text = out.str();
    CHECK(text.find("3. Start a custom expedition") != std::string::npos);
    CHECK(text.find("4. Play a single battle") != std::string::npos);
    CHECK(text.find("Please type 3, 4 or 8") != std::string::npos); // 5 battles is refused
    {
        ae::saves::Database d(db);
        CHECK(ae::saves::load_campaign(d, "T").definition.starts_with("expedition-4-"));
    }
    fs::remove_all(dir);
}
