// A database SQLite finds damaged is not written to (#17 item 11): opening it says so, how to recover, and
// leaves every byte as it was.
#include "tests/support/cli_run.hpp"
#include "tests/support/temp_db.hpp"

#include <SQLiteCpp/Database.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using ae::test::gravehold;

namespace {

std::string bytes_of(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

TEST_CASE("a damaged database is refused with a way to recover, and nothing is written to it", "[saves]") {
    ae::test::TempDb t("damaged");
    for (const char* name : {"one", "two", "three"})
        REQUIRE(gravehold({"--db", t.path(), "campaign", "new", "legacy", "--players", "2", "--name", name})
                    .code == 0);
    REQUIRE(gravehold({"--db", t.path(), "campaign", "list"}).code == 0);
    // Every page after the first (which holds the schema) overwritten: the tables' pages are garbage.
    const auto size = std::filesystem::file_size(t.path());
    REQUIRE(size > 3 * 4096);
    {
        std::fstream f(t.path(), std::ios::binary | std::ios::in | std::ios::out);
        f.seekp(4096);
        const std::string junk(size - 4096, '\xab');
        f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
    }
    const std::string before = bytes_of(t.path());
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"campaign", "new", "legacy", "--players", "1", "--name", "four"},
          std::vector<std::string>{"campaign", "list"},
          std::vector<std::string>{"battle", "--bots", "all"}}) {
        std::vector<std::string> full = {"--db", t.path()};
        full.insert(full.end(), args.begin(), args.end());
        const auto r = gravehold(full);
        INFO(args[0] << " " << args[1] << ": " << r.err);
        CHECK(r.code != 0);
        CHECK_THAT(r.err, Catch::Contains("the database is damaged") && Catch::Contains(".recover") &&
                              Catch::Contains("nothing was written"));
    }
    CHECK(bytes_of(t.path()) == before);
}

TEST_CASE("a database whose tables gravehold did not make is refused untouched (found by fuzzing)",
          "[saves]") {
    // A renamed column passes every integrity check, then failed `campaign list` with a raw SQLite error.
    ae::test::TempDb t("renamed");
    REQUIRE(
        gravehold({"--db", t.path(), "campaign", "new", "legacy", "--players", "2", "--name", "one"}).code ==
        0);
    {
        SQLite::Database raw(t.path(), SQLite::OPEN_READWRITE);
        raw.exec("ALTER TABLE campaigns RENAME COLUMN updated_at TO changed");
    }
    const std::string before = bytes_of(t.path());
    const auto r = gravehold({"--db", t.path(), "campaign", "list"});
    INFO(r.err);
    CHECK(r.code != 0);
    CHECK_THAT(r.err, Catch::Contains(t.path() + ": the database's tables are not the ones gravehold makes "
                                                 "(campaigns differs); it was left untouched"));
    CHECK(bytes_of(t.path()) == before);
}
