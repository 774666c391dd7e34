// The heuristic bot's helpers (bots/bot_heuristic_util.hpp) give the answers of the plain forms they
// replace, so the bot's choices do not change: ranked() sorts as std::stable_sort did, best_enabled()
// picks what best() over the listed enabled options picks, last_number() reads what std::stol reads.
#include "bots/bot_heuristic_util.hpp"
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace ae;
using namespace ae::bots::heuristic::detail;

namespace {

// Options "o0".."o<n-1>", every third one disabled, with scores that tie often.
DecisionRequest request_of(std::size_t n, std::uint64_t seed) {
    DecisionRequest req;
    Rng rng(seed);
    for (std::size_t i = 0; i < n; ++i) {
        Option o;
        o.id = "o" + std::to_string(i) + ":" + std::to_string(rng.bounded(5));
        o.enabled = i % 3 != 2;
        req.options.push_back(o);
    }
    return req;
}

double score_of(const Option& o) { return static_cast<double>(number_of(o.id)) * 0.5; }

} // namespace

TEST_CASE("heuristic helpers: ranked() keeps std::stable_sort's order, ties in the request's order",
          "[bot]") {
    for (std::uint64_t seed = 1; seed <= 200; ++seed)
        for (const std::size_t n : std::vector<std::size_t>{0, 1, 2, 5, 9, 20, 40}) {
            const DecisionRequest req = request_of(n, seed);
            const auto opts = enabled(req);
            std::vector<std::pair<double, std::size_t>> order;
            for (std::size_t i = 0; i < opts.size(); ++i) order.push_back({-score_of(*opts[i]), i});
            std::stable_sort(order.begin(), order.end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
            std::vector<std::string> sorted;
            for (const auto& [s, i] : order) sorted.push_back(opts[i]->id);
            CHECK(ranked(opts, score_of) == sorted);
            for (std::size_t count : {std::size_t{0}, std::size_t{1}, std::size_t{3}, sorted.size() + 1}) {
                auto first = sorted;
                first.resize(std::min(count, first.size()));
                CHECK(ranked(opts, score_of, count) == first);
            }
        }
}

TEST_CASE("heuristic helpers: best_enabled() is best() over the enabled options it keeps", "[bot]") {
    for (std::uint64_t seed = 1; seed <= 200; ++seed)
        for (const std::size_t n : std::vector<std::size_t>{1, 2, 5, 9, 20}) {
            const DecisionRequest req = request_of(n, seed);
            for (std::size_t from = 0; from <= n; ++from) {
                auto odd = [](const Option& o) { return number_of(o.id) % 2 == 1; };
                std::vector<const Option*> kept;
                for (std::size_t i = from; i < n; ++i)
                    if (req.options[i].enabled && odd(req.options[i])) kept.push_back(&req.options[i]);
                const Option* got = best_enabled(req, from, odd, score_of);
                if (kept.empty()) {
                    CHECK(got == nullptr);
                } else {
                    REQUIRE(got != nullptr);
                    CHECK(&got->id == &best(kept, score_of));
                }
            }
        }
}

TEST_CASE("heuristic helpers: last_number() reads the number after the last colon as std::stol", "[bot]") {
    for (const std::string id :
         {"prep:12:3", "prep:7:4", "3", "x:0", "a:b:-2", "a: 5", "a:+6", "a:7x", "a:0012"}) {
        INFO(id);
        CHECK(last_number(id) == std::stol(id.substr(id.rfind(':') + 1)));
    }
    for (const std::string id : {"prep:12:", "a:x", "a:+-1", "a:+", ""}) {
        INFO(id);
        CHECK_THROWS_AS(last_number(id), std::invalid_argument);
        CHECK_THROWS_AS(std::stol(id.substr(id.rfind(':') + 1)), std::invalid_argument);
    }
    CHECK_THROWS_AS(last_number("a:99999999999999999999999"), std::out_of_range);
}
