// Playing the panel for `sim --rate` and placing the rated nemesis (sim/rate.hpp).
#include "sim/rate.hpp"

#include "core/errors.hpp"
#include "play/setup_pools.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>

namespace ae::sim {
namespace {

// How far the players got: 1 for a win, else the share of the nemesis's life they took.
double ground_of(const BattleOutcome& b) {
    if (b.result == Result::Won) return 1.0;
    if (b.nemesis_max_life <= 0) return 0.0;
    return std::clamp(1.0 - static_cast<double>(b.nemesis_life) / b.nemesis_max_life, 0.0, 1.0);
}

double mean(const std::vector<double>& v) {
    double s = 0;
    for (double x : v) s += x;
    return v.empty() ? 0 : s / static_cast<double>(v.size());
}

double standard_error(const std::vector<double>& v) {
    if (v.size() < 2) return 0;
    const double m = mean(v);
    double ss = 0;
    for (double x : v) ss += (x - m) * (x - m);
    return std::sqrt(ss / static_cast<double>(v.size() - 1) / static_cast<double>(v.size()));
}

// The nemesis `id` over the panel: one sim run per player count, each seeded from the panel's seed and the
// player count only, so every nemesis meets the same mages and markets battle for battle.
struct PanelRun {
    NemesisRun summary;
    std::vector<SimReport> by_players; // 1-4
};

PanelRun play_panel(const Content& content, const RateOptions& o, const std::string& id,
                    const std::function<void(int)>& progressed) {
    PanelRun run;
    const NemesisDef& def = content.nemeses.at(id);
    NemesisRun& n = run.summary;
    n.id = id;
    n.name = def.name;
    n.difficulty = def.difficulty;
    n.printed = def.difficulty_printed;
    double score_var = 0;
    for (int p = 1; p <= 4; ++p) {
        SimOptions s;
        s.nemesis = id;
        s.players = p;
        s.games = o.games;
        s.threads = o.threads;
        s.seed = battle_seed(o.seed, static_cast<std::uint64_t>(p));
        s.bot = o.bot;
        s.difficulty = o.difficulty;
        s.packs = o.packs;
        s.max_turns = o.max_turns;
        SimReport r =
            run_sim(content, s,
                    progressed ? [&](int done, int) { progressed(done); } : std::function<void(int, int)>());
        if (progressed) progressed(o.games);
        std::vector<double> ground;
        std::vector<int> turns;
        for (const auto& b : r.battles) ground.push_back(ground_of(b)), turns.push_back(b.turns);
        std::sort(turns.begin(), turns.end());
        const auto i = static_cast<std::size_t>(p - 1);
        n.ground[i] = mean(ground);
        n.ground_se[i] = standard_error(ground);
        n.wins[i] = r.wins;
        n.median_turns[i] = turns.empty() ? 0 : turns[turns.size() / 2];
        n.score += n.ground[i] / 4;
        score_var += n.ground_se[i] * n.ground_se[i] / 16;
        n.battles += r.games;
        n.won += r.wins;
        run.by_players.push_back(std::move(r));
    }
    n.score_se = std::sqrt(score_var);
    return run;
}

std::string player_label(int players) {
    return std::to_string(players) + (players == 1 ? " player" : " players");
}

// What the rated nemesis's battles say: why they were lost, which of its cards hurt, which player cards
// helped.
void read_rated(const Content& content, const PanelRun& run, RateReport& r) {
    std::map<std::string, CardEffect> nemesis_cards, basic_cards, player_cards;
    const std::string own = run.summary.id + ".";
    int battles = 0;
    for (const auto& sim : run.by_players)
        for (const auto& b : sim.battles) {
            ++battles;
            const double g = ground_of(b);
            if (b.result == Result::Lost) {
                if (b.gravehold_life <= 0)
                    ++r.lost_gravehold;
                else if (b.players_exhausted)
                    ++r.lost_exhausted;
                else
                    ++r.lost_condition;
            }
            auto count = [&](std::map<std::string, CardEffect>& into, const std::string& card) {
                CardEffect& c = into[card];
                c.id = card;
                ++c.battles;
                c.wins += b.result == Result::Won ? 1 : 0;
                c.ground += g; // a sum until the end
            };
            for (const auto& card : b.nemesis_cards)
                count(card.rfind(own, 0) == 0 ? nemesis_cards : basic_cards, card);
            for (const auto& [card, gained] : b.gained) count(player_cards, card);
        }
    auto finish = [&](std::map<std::string, CardEffect>& from, int min_battles, bool nemesis) {
        std::vector<CardEffect> v;
        for (auto& [id, c] : from) {
            if (c.battles < min_battles) continue;
            c.ground /= c.battles;
            if (nemesis) {
                const auto d = content.nemesis_cards.find(id);
                c.name = d == content.nemesis_cards.end() ? id : d->second.name;
            } else {
                const auto d = content.player_cards.find(id);
                c.name = d == content.player_cards.end() ? id : d->second.name;
            }
            v.push_back(c);
        }
        std::stable_sort(v.begin(), v.end(), [&](const CardEffect& a, const CardEffect& b) {
            return nemesis ? a.ground < b.ground : a.ground > b.ground;
        });
        return v;
    };
    r.nemesis_cards = finish(nemesis_cards, 1, true);
    r.basic_cards = finish(basic_cards, std::max(1, battles / 20), true);
    if (r.basic_cards.size() > 5) r.basic_cards.resize(5);
    r.player_cards = finish(player_cards, std::max(1, battles / 20), false);
    if (r.player_cards.size() > 10) r.player_cards.resize(10);
}

} // namespace

RateReport rate_nemesis(const Content& content, const RateOptions& o,
                        const std::function<void(int, int)>& progress) {
    if (o.games < 2) throw InvalidRequest("--games must be at least 2 to rate a nemesis");
    // The nemesis by id or name, as `battle` and `sim` take it.
    SimOptions probe;
    probe.nemesis = o.nemesis;
    probe.games = 1;
    probe.threads = 1;
    probe.packs = o.packs;
    probe.bot = o.bot;
    probe.max_turns = o.max_turns;
    const std::string rated = run_sim(content, probe).nemesis;

    // With --packs only that box's nemeses calibrate: a group that owns the base game rates against it.
    const auto asked = [&](const std::string& id) {
        return o.packs.empty() ||
               std::find(o.packs.begin(), o.packs.end(), play::pack_of(id)) != o.packs.end();
    };
    std::vector<std::string> references;
    for (const auto& [id, def] : content.nemeses)
        if (def.difficulty_printed && id != rated && asked(id)) references.push_back(id);
    if (references.size() < 3)
        throw InvalidRequest(
            "rating needs at least 3 other nemeses whose difficulty is printed on their card "
            "(difficulty_printed: true) to calibrate on, and found " +
            std::to_string(references.size()) +
            (o.packs.empty() ? " in the loaded content" : " in the packs asked for"));

    RateReport r;
    r.bot = o.bot;
    r.games = o.games;
    r.seed = o.seed;
    r.difficulty = o.difficulty;
    const int total = static_cast<int>(references.size() + 1) * 4 * o.games;
    int finished = 0;
    const auto start = std::chrono::steady_clock::now();
    auto progressed = progress ? std::function<void(int)>([&](int done) {
        if (done >= o.games) {
            finished += o.games;
            progress(finished, total);
        } else {
            progress(finished + done, total);
        }
    })
                               : std::function<void(int)>();
    auto record_violations = [&](const PanelRun& run) {
        for (std::size_t p = 0; p < run.by_players.size(); ++p)
            for (const auto& [index, what] : run.by_players[p].violations)
                r.violations.push_back(
                    run.summary.name + ", " + player_label(static_cast<int>(p) + 1) + ", battle " +
                    std::to_string(index) + " (seed " +
                    std::to_string(run.by_players[p].battles[static_cast<std::size_t>(index)].seed) +
                    "): " + what);
    };

    const PanelRun rated_run = play_panel(content, o, rated, progressed);
    r.rated = rated_run.summary;
    record_violations(rated_run);
    read_rated(content, rated_run, r);
    for (const auto& id : references) {
        const PanelRun run = play_panel(content, o, id, progressed);
        record_violations(run);
        r.references.push_back(run.summary);
    }
    std::stable_sort(r.references.begin(), r.references.end(), [](const NemesisRun& a, const NemesisRun& b) {
        return a.difficulty != b.difficulty ? a.difficulty < b.difficulty : a.name < b.name;
    });
    r.battles = total;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::vector<double> ground, difficulty, less_ground;
    for (const auto& n : r.references) {
        ground.push_back(n.score);
        less_ground.push_back(-n.score);
        difficulty.push_back(n.difficulty);
    }
    bool distinct = false;
    for (double g : ground) distinct = distinct || g != ground.front();
    if (!distinct)
        throw InvalidRequest("every reference nemesis gave the players the same ground (" +
                             std::to_string(ground.front()) + "); there is no scale to place it on");
    r.fit = fit_line(ground, difficulty);
    r.spearman = spearman(difficulty, less_ground);
    r.placement = place_on(r.fit, r.rated.score, r.rated.score_se, 1, 10);
    return r;
}

} // namespace ae::sim
