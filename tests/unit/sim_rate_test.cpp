// `sim --rate` (#21): the statistics it rests on, a shipped nemesis placed on the printed scale within its
// interval when it is left out of the calibration, the same panel for every nemesis, and its refusals.
#include "play/session.hpp"
#include "sim/rate.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/shipped.hpp"
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <unistd.h>

using namespace ae;
using ae::test::gravehold;
using ae::test::shipped;
using Catch::Matchers::Contains;
namespace fs = std::filesystem;

namespace {

sim::RateReport rate(const std::string& nemesis, int games, int threads = 2) {
    sim::RateOptions o;
    o.nemesis = nemesis;
    o.games = games;
    o.threads = threads;
    return sim::rate_nemesis(shipped(), o);
}

} // namespace

TEST_CASE("sim --rate: the least-squares line and its prediction interval match worked values", "[sim]") {
    // x = 1, 2, 3; y = 2, 4, 7: slope 5/2, intercept -2/3, residuals 1/6, -1/3, 1/6, sd sqrt(1/6).
    const sim::LineFit f = sim::fit_line({1, 2, 3}, {2, 4, 7});
    CHECK(f.slope == Approx(2.5));
    CHECK(f.intercept == Approx(-2.0 / 3));
    CHECK(f.residual_sd == Approx(0.408248).margin(1e-6));
    CHECK(f.n == 3);
    // At the mean of x, with one degree of freedom: 12.706 * sd * sqrt(1 + 1/3).
    const sim::Placement at_mean = sim::place_on(f, 2, 0, -100, 100);
    CHECK(at_mean.value == Approx(13.0 / 3));
    CHECK(at_mean.high - at_mean.value == Approx(12.706 * 0.408248 * std::sqrt(4.0 / 3)).margin(1e-4));
    CHECK(at_mean.value - at_mean.low == Approx(at_mean.high - at_mean.value));
    // Further from the mean, and with x itself uncertain, the interval widens.
    const sim::Placement far = sim::place_on(f, 4, 0, -100, 100);
    CHECK(far.high - far.low > at_mean.high - at_mean.low);
    const sim::Placement unsure = sim::place_on(f, 2, 0.5, -100, 100);
    CHECK(unsure.high - unsure.low > at_mean.high - at_mean.low);
    // Clamped to the scale.
    const sim::Placement clamped = sim::place_on(f, 2, 0, 1, 10);
    CHECK(clamped.low == 1);
    CHECK(clamped.high == 10);
    CHECK_THROWS(sim::fit_line({1, 1, 1}, {1, 2, 3}));
    CHECK_THROWS(sim::fit_line({1, 2}, {1, 2}));
    CHECK(sim::t_quantile_95(1) == Approx(12.706));
    CHECK(sim::t_quantile_95(4) == Approx(2.776));
    CHECK(sim::t_quantile_95(200) == Approx(1.96));
}

TEST_CASE("sim --rate: Spearman's rank correlation, ties at their mean rank", "[sim]") {
    CHECK(sim::spearman({1, 2, 3, 4}, {10, 20, 30, 40}) == Approx(1));
    CHECK(sim::spearman({1, 2, 3, 4}, {4, 3, 2, 1}) == Approx(-1));
    CHECK(sim::spearman({1, 2, 2, 3}, {1, 2, 3, 4}) == Approx(4.5 / std::sqrt(22.5)));
    CHECK(sim::spearman({1, 1, 1}, {1, 2, 3}) == 0);
}

TEST_CASE("sim --rate: a shipped nemesis left out of the scale is placed within its interval of its printed "
          "difficulty",
          "[sim]") {
    for (const char* nemesis : {"base.prince_of_gluttons", "base.carapace_queen"}) {
        INFO(nemesis);
        const sim::RateReport r = rate(nemesis, 100);
        INFO(sim::rate_text(r));
        REQUIRE(r.violations.empty());
        CHECK(r.rated.id == nemesis);
        CHECK(r.rated.printed);
        CHECK(r.battles == static_cast<int>(r.references.size() + 1) * 4 * 100);
        // Left out of its own calibration; every reference has a printed difficulty.
        CHECK(r.fit.n == static_cast<int>(r.references.size()));
        for (const auto& ref : r.references) {
            CHECK(ref.id != r.rated.id);
            CHECK(ref.printed);
        }
        // A scale that says something: harder printed nemeses cost the players ground, and the interval is
        // narrower than the whole scale.
        CHECK(r.fit.slope < 0);
        CHECK(r.placement.high - r.placement.low < 9);
        CHECK(r.placement.low <= r.rated.difficulty);
        CHECK(r.rated.difficulty <= r.placement.high);
        // Its ground sits where the line puts its placement.
        CHECK(r.placement.value ==
              Approx(std::clamp(r.fit.intercept + r.fit.slope * r.rated.score, 1.0, 10.0)));
    }
}

TEST_CASE("sim --rate: every nemesis meets the same panel, for any number of threads", "[sim]") {
    const sim::RateReport one = rate("base.rageborne", 8, 1);
    const sim::RateReport two = rate("base.rageborne", 8, 2);
    CHECK(one.rated.score == two.rated.score);
    CHECK(one.placement.value == two.placement.value);
    REQUIRE(one.references.size() == two.references.size());
    for (std::size_t i = 0; i < one.references.size(); ++i)
        CHECK(one.references[i].score == two.references[i].score);
    // The same panel: a battle's seed alone picks its market and mages, so two nemeses with the same seed
    // meet the same ones (else the ground of two nemeses would differ by the luck of their markets).
    const play::SetupPools pools = play::setup_pools(shipped());
    int compared = 0;
    for (std::uint64_t i = 0; i < 6; ++i) {
        play::BattleOptions a;
        a.players = 2;
        a.seed = sim::battle_seed(sim::battle_seed(1, 2), i);
        play::BattleOptions b = a;
        a.nemesis = "base.rageborne";
        b.nemesis = "base.umbra_titan";
        const GameSetup sa = play::build_setup(shipped(), pools, a),
                        sb = play::build_setup(shipped(), pools, b);
        CHECK(sa.nemesis != sb.nemesis);
        CHECK(sa.supply == sb.supply);
        REQUIRE(sa.players.size() == sb.players.size());
        for (std::size_t p = 0; p < sa.players.size(); ++p) CHECK(sa.players[p].mage == sb.players[p].mage);
        compared += !sa.supply.empty();
    }
    CHECK(compared == 6);
}

TEST_CASE("sim --rate: the rated nemesis's battles are read for what beats it", "[sim]") {
    const sim::RateReport r = rate("base.umbra_titan", 20);
    CHECK(r.lost_gravehold + r.lost_exhausted + r.lost_condition == r.rated.battles - r.rated.won);
    REQUIRE_FALSE(r.nemesis_cards.empty());
    for (const auto& c : r.nemesis_cards) CHECK(c.id.rfind("base.umbra_titan.", 0) == 0);
    for (std::size_t i = 1; i < r.nemesis_cards.size(); ++i)
        CHECK(r.nemesis_cards[i - 1].ground <= r.nemesis_cards[i].ground);
    const auto j = nlohmann::json::parse(sim::rate_json(r));
    CHECK(j["rated"]["id"] == "base.umbra_titan");
    CHECK(j["references"].size() == r.references.size());
    CHECK(j["placement"]["low"].get<double>() <= j["placement"]["high"].get<double>());
    const std::string text = sim::rate_text(r);
    CHECK_THAT(text, Contains("How hard is Umbra Titan?"));
    CHECK_THAT(text, Contains("only as good as the heuristic bot"));
    CHECK_THAT(text, Contains("left out of the scale"));
    const std::string svg = sim::rate_svg(r);
    CHECK(svg.rfind("<svg", 0) == 0);
    CHECK_THAT(svg, Contains("Rageborne"));
}

TEST_CASE("sim --rate: too few printed nemeses, an unknown nemesis and a fixed panel are refused", "[sim]") {
    Content few = shipped();
    int kept = 0;
    for (auto& [id, n] : few.nemeses)
        if (n.difficulty_printed && ++kept > 3) n.difficulty_printed = false;
    REQUIRE(kept > 3);
    REQUIRE(
        few.nemeses.at("base.carapace_queen").difficulty_printed); // one of the three kept (the map's first)
    sim::RateOptions o;
    o.nemesis = "base.carapace_queen"; // printed itself, so it leaves two others
    o.games = 2;
    CHECK_THROWS_WITH(sim::rate_nemesis(few, o), Contains("at least 3 other nemeses"));
    // Only the boxes asked for calibrate: the base game alone has five printed nemeses, so the Queen gets
    // four.
    sim::RateOptions base = o;
    base.nemesis = "base.carapace_queen";
    base.packs = {"base"};
    CHECK(sim::rate_nemesis(shipped(), base).references.size() == 4);
    base.nemesis = "legacy.bladius";
    base.packs = {"legacy"}; // no Legacy nemesis prints its difficulty
    CHECK_THROWS_WITH(sim::rate_nemesis(shipped(), base), Contains("found 0 in the packs asked for"));
    o.nemesis = "no_such_nemesis";
    CHECK_THROWS_WITH(sim::rate_nemesis(shipped(), o), Contains("no_such_nemesis"));
    const auto fixed = gravehold({"sim", "--rate", "rageborne", "--players", "2"});
    CHECK(fixed.code != 0);
    CHECK_THAT(fixed.err, Contains("--players"));
}

TEST_CASE("sim --rate --pack: an author's own nemesis is rated from its folder", "[sim][cli]") {
    const fs::path dir = fs::temp_directory_path() / ("gravehold-rate-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    const std::string pack = (dir / "wyrm").string();
    REQUIRE(gravehold({"content", "new", "nemesis", "wyrm.ember_wyrm", "--pack", pack}).code == 0);
    const auto rated = gravehold({"sim", "--rate", "ember_wyrm", "--pack", pack, "--games", "4", "--threads",
                                  "2", "--json", "--svg", (dir / "rate.svg").string()});
    INFO(rated.err);
    REQUIRE(rated.code == 0);
    const auto j = nlohmann::json::parse(rated.out);
    CHECK(j["rated"]["id"] == "wyrm.ember_wyrm");
    CHECK(j["rated"]["difficulty_printed"] == false);
    CHECK(j["rated"]["battles"] == 16);
    CHECK(fs::file_size(dir / "rate.svg") > 0);
    fs::remove_all(dir);
}
