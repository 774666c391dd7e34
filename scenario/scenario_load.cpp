#include "scenario/scenario_load.hpp"

#include "scenario/scenario_expect.hpp"
#include "scenario/scenario_setup.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace ae::scenario {

using content::MapReader;

namespace {

std::optional<AnswerSpec> read_answer(const content::SourceFile& f, const YAML::Node& node, int players,
                                      std::size_t n) {
    const std::string what = "answer " + std::to_string(n);
    AnswerSpec a;
    a.line = line_of(f, node);
    if (node.IsMap()) {
        MapReader r(f, node, what, {"player", "choose"});
        if (!r.is_map()) return std::nullopt;
        auto player = r.integer("player", false, 1, players);
        auto choose = r.value("choose", true);
        if (!choose) return std::nullopt;
        auto choice = read_choice(f, choose->node, "'choose'");
        if (!choice || (r.has("player") && !player)) return std::nullopt;
        a.player = player ? *player - 1 : -1;
        a.choice = *choice;
        return a;
    }
    if (content::kind_of(node) != content::ValueKind::String && !node.IsSequence()) {
        f.error(node, what + " must be an option id, a list of option ids, or a map with 'choose', got " +
                          content::describe(content::kind_of(node)));
        return std::nullopt;
    }
    auto choice = read_choice(f, node, what);
    if (!choice) return std::nullopt;
    a.choice = *choice;
    return a;
}

// The nemesis a setup that names none plays against: the inline one, else the first loaded one.
std::string default_nemesis(const YAML::Node& scenario, const Content& c) {
    for (const auto& entry : scenario) {
        if (entry.first.Scalar() != "nemesis" || !entry.second.IsMap()) continue;
        for (const auto& field : entry.second)
            if (field.first.Scalar() == "id" && field.second.IsScalar() &&
                c.nemeses.count(field.second.Scalar()))
                return field.second.Scalar();
    }
    return c.nemeses.empty() ? "" : c.nemeses.begin()->first;
}

Scenario read_scenario(const content::SourceFile& f, const YAML::Node& node, PackCache& packs) {
    Scenario s;
    s.line = line_of(f, node);
    MapReader r(
        f, node, "scenario",
        {"name", "packs", "cards", "mages", "nemesis_cards", "nemesis", "setup", "answers", "expect"});
    if (!r.is_map()) return s;
    s.name = r.string("name", true).value_or("");
    s.file = f.path();
    s.content = read_scenario_content(r, node, packs, s.lua_lines);
    auto setup = r.map("setup", true, "setup",
                       {"players", "nemesis", "nemesis_deck", "in_play", "tokens", "supply", "turn_order",
                        "gravehold", "nemesis_life", "rules", "seed", "swift", "side_decks", "card_decks"});
    if (setup && setup->is_map()) s.setup = read_setup(*setup, *s.content, default_nemesis(node, *s.content));
    const int players = std::max(1, static_cast<int>(s.setup.players.size()));
    if (auto list = r.list("answers", false))
        for (std::size_t i = 0; i < list->size(); ++i)
            if (auto a = read_answer(f, (*list)[i], players, i + 1)) s.answers.push_back(*a);
    if (auto expect = r.value("expect", true)) read_expect({f, *s.content, players}, expect->node, s.checks);
    return s;
}

} // namespace

ScenarioFile load_scenario_file(const std::string& path, PackCache& packs) {
    ScenarioFile out;
    out.path = path;
    content::SourceFile f(path, out.errors);
    auto doc = content::parse_yaml(f, path);
    if (!doc) return out;
    MapReader top(f, *doc, "scenario file", {"scenarios"});
    auto list = top.list("scenarios", true);
    if (!list) return out;
    std::set<std::string> names;
    for (const auto& node : *list) {
        const std::size_t before = out.errors.size();
        Scenario s = read_scenario(f, node, packs);
        if (!s.name.empty() && !names.insert(s.name).second)
            f.error(node, "repeated scenario name '" + s.name + "'");
        s.ok = out.errors.size() == before && s.content != nullptr;
        out.scenarios.push_back(std::move(s));
    }
    std::stable_sort(out.errors.begin(), out.errors.end(),
                     [](const content::Diagnostic& a, const content::Diagnostic& b) {
                         return std::tie(a.pos.line, a.pos.col) < std::tie(b.pos.line, b.pos.col);
                     });
    return out;
}

} // namespace ae::scenario
