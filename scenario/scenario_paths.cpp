#include "scenario/scenario_paths.hpp"

#include "scenario/scenario_setup.hpp"

#include <algorithm>
#include <regex>

namespace ae::scenario {

namespace {

using Kind = Actual::Kind;

struct Seg {
    std::string name;
    int index = -1; // name[index], 1-based as written
};

std::optional<std::vector<Seg>> parse(const std::string& path) {
    static const std::regex seg_re("([a-z_][a-z0-9_]*)(\\[([0-9]{1,3})\\])?");
    std::vector<Seg> segs;
    std::size_t start = 0;
    for (;;) {
        const auto dot = path.find('.', start);
        const std::string part =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        std::smatch m;
        if (!std::regex_match(part, m, seg_re)) return std::nullopt;
        segs.push_back({m[1].str(), m[3].matched ? std::stoi(m[3].str()) : -1});
        if (dot == std::string::npos) return segs;
        start = dot + 1;
    }
}

Actual num(int n) { return {Kind::Int, n, {}, false, {}, {}}; }
Actual text(std::string s) { return {Kind::Text, 0, std::move(s), false, {}, {}}; }
Actual none(Kind k, std::string why) {
    Actual a;
    a.kind = k;
    a.missing = std::move(why);
    return a;
}
Actual defs(const GameState& s, const std::vector<CardId>& zone) {
    Actual a;
    a.kind = Kind::List;
    for (CardId c : zone) a.list.push_back(s.card(c).def);
    return a;
}
// "p1".."p4", "p12"/"p34" (a two-name card), "wild", "nemesis": the labels setups are written in.
std::string label(const TurnOrderCard& c) { return Engine::turn_order_label(c); }

StatePath of(Kind k, std::function<Actual(const Engine&)> f, Entries e = Entries::AnyCards) {
    StatePath p;
    p.kind = k;
    p.read = std::move(f);
    p.entries = e;
    return p;
}

std::optional<StatePath> player_path(const std::vector<Seg>& s, int players, std::string& error) {
    const int i = s[0].index - 1;
    if (i < 0 || i >= players) {
        error = "players[" + std::to_string(s[0].index) + "]: players are numbered 1 to " +
                std::to_string(players);
        return std::nullopt;
    }
    auto P = [i](const Engine& e) -> const Player& { return e.state().players[i]; };
    if (s.size() == 2 && s[1].index < 0) {
        const std::string& f = s[1].name;
        if (f == "life") return of(Kind::Int, [P](const Engine& e) { return num(P(e).life); });
        if (f == "max_life") return of(Kind::Int, [P](const Engine& e) { return num(P(e).max_life); });
        if (f == "charges") return of(Kind::Int, [P](const Engine& e) { return num(P(e).charges); });
        if (f == "max_charges") return of(Kind::Int, [P](const Engine& e) { return num(P(e).max_charges); });
        if (f == "exhausted")
            return of(Kind::Flag,
                      [P](const Engine& e) { return Actual{Kind::Flag, 0, {}, P(e).exhausted, {}, {}}; });
        for (auto [name, zone] : {std::pair{"hand", &Player::hand},
                                  {"deck", &Player::deck},
                                  {"discard", &Player::discard},
                                  {"play_area", &Player::play_area}})
            if (f == name)
                return of(
                    Kind::List, [P, zone = zone](const Engine& e) { return defs(e.state(), P(e).*zone); },
                    Entries::PlayerCards);
        if (f == "breaches")
            return of(
                Kind::List,
                [P](const Engine& e) {
                    Actual a;
                    a.kind = Kind::List;
                    for (const auto& b : P(e).breaches) a.list.push_back(breach_text(b.status, b.rotation));
                    return a;
                },
                Entries::Breaches);
    }
    if (s.size() >= 2 && s[1].name == "breaches" && s[1].index >= 1 && s[1].index <= 4) {
        const int b = s[1].index - 1;
        if (s.size() == 2) {
            auto p = of(Kind::Text, [P, b](const Engine& e) {
                return text(breach_text(P(e).breaches[b].status, P(e).breaches[b].rotation));
            });
            p.choices = {"open", "none", "destroyed", "s0", "s1", "s2", "s3"};
            return p;
        }
        if (s.size() == 3 && s[2].name == "prepped" && s[2].index < 0)
            return of(
                Kind::List, [P, b](const Engine& e) { return defs(e.state(), P(e).breaches[b].prepped); },
                Entries::PlayerCards);
    }
    return std::nullopt;
}

std::optional<StatePath> nemesis_path(const std::vector<Seg>& s) {
    auto N = [](const Engine& e) -> const Nemesis& { return e.state().nemesis; };
    const std::string f = s.size() > 1 ? s[1].name : "";
    if (s.size() == 2 && s[1].index < 0) {
        if (f == "life") return of(Kind::Int, [N](const Engine& e) { return num(N(e).life); });
        if (f == "max_life") return of(Kind::Int, [N](const Engine& e) { return num(N(e).max_life); });
        if (f == "deck")
            return of(
                Kind::List, [N](const Engine& e) { return defs(e.state(), N(e).deck); },
                Entries::NemesisCards);
        if (f == "discard")
            return of(
                Kind::List, [N](const Engine& e) { return defs(e.state(), N(e).discard); },
                Entries::NemesisCards);
        if (f == "in_play")
            return of(
                Kind::List,
                [N](const Engine& e) {
                    std::vector<CardId> ids;
                    for (const auto& ip : N(e).in_play) ids.push_back(ip.card);
                    return defs(e.state(), ids);
                },
                Entries::NemesisCards);
    }
    if (s.size() == 3 && s[2].index < 0 && s[1].index < 0 && f == "side_discards") {
        const std::string name = s[2].name;
        return of(
            Kind::List,
            [name](const Engine& e) {
                auto it = e.state().side_discards.find(name);
                return it == e.state().side_discards.end() ? defs(e.state(), {})
                                                           : defs(e.state(), it->second);
            },
            Entries::NemesisCards);
    }
    if (s.size() == 3 && s[2].index < 0 && s[1].index < 0 && f == "card_decks") {
        const std::string name = s[2].name;
        return of(
            Kind::List,
            [name](const Engine& e) {
                auto it = e.state().card_decks.find(name);
                return it == e.state().card_decks.end() ? none(Kind::List, "no card deck '" + name + "'")
                                                        : defs(e.state(), it->second);
            },
            Entries::PlayerCards);
    }
    if (s.size() == 3 && s[2].index < 0 && s[1].index < 0 && (f == "tokens" || f == "side_decks")) {
        const std::string name = s[2].name;
        if (f == "tokens")
            return of(Kind::Int, [N, name](const Engine& e) {
                auto it = N(e).tokens.find(name);
                return num(it == N(e).tokens.end() ? 0 : it->second);
            });
        return of(
            Kind::List,
            [N, name](const Engine& e) {
                auto it = N(e).side_decks.find(name);
                return it == N(e).side_decks.end() ? none(Kind::List, "no side deck '" + name + "'")
                                                   : defs(e.state(), it->second);
            },
            Entries::NemesisCards);
    }
    if (s.size() == 3 && f == "in_play" && s[1].index >= 1 && (s[2].name == "life" || s[2].name == "power")) {
        const std::size_t k = static_cast<std::size_t>(s[1].index - 1);
        const bool life = s[2].name == "life";
        return of(Kind::Int, [N, k, life](const Engine& e) {
            if (k >= N(e).in_play.size())
                return none(Kind::Int, "only " + std::to_string(N(e).in_play.size()) + " card(s) in play");
            return num(life ? N(e).in_play[k].life : N(e).in_play[k].power);
        });
    }
    return std::nullopt;
}

std::optional<StatePath> turn_path(const std::vector<Seg>& s) {
    const std::string f = s.size() > 1 ? s[1].name : "";
    if (s.size() == 2) {
        if (f == "aether") return of(Kind::Int, [](const Engine& e) { return num(e.state().turn.aether); });
        if (f == "number") return of(Kind::Int, [](const Engine& e) { return num(e.state().turn.number); });
        if (f == "player")
            return of(Kind::Text, [](const Engine& e) {
                const auto& t = e.state().turn;
                return text(t.number == 0  ? "none"
                            : t.player < 0 ? "nemesis"
                                           : "p" + std::to_string(t.player + 1));
            });
        if (f == "phase")
            return of(Kind::Text, [](const Engine& e) { return text(to_string(e.state().turn.phase)); });
    }
    if (s.size() == 3 && f == "restricted") {
        const std::string use = s[2].name;
        return of(Kind::Int, [use](const Engine& e) {
            int n = 0;
            for (const auto& r : e.state().turn.restricted)
                if (r.use == use) n += r.amount;
            return num(n);
        });
    }
    return std::nullopt;
}

} // namespace

std::optional<StatePath> resolve_path(const std::string& path, int players, std::string& error) {
    error.clear();
    std::optional<StatePath> out;
    if (path.rfind("supply.", 0) == 0) {
        const std::string card = path.substr(7);
        out = of(Kind::Int, [card](const Engine& e) {
            for (const auto& pile : e.state().supply)
                if (pile.card == card) return num(static_cast<int>(pile.cards.size()));
            return none(Kind::Int, "no supply pile of '" + card + "'");
        });
        out->card_check = card;
        return out;
    }
    auto segs = parse(path);
    if (segs && segs->size() == 1 && (*segs)[0].index < 0) {
        const std::string& f = (*segs)[0].name;
        if (f == "gravehold")
            return of(Kind::Int, [](const Engine& e) { return num(e.state().gravehold_life); });
        if (f == "destroyed")
            return of(Kind::List, [](const Engine& e) { return defs(e.state(), e.state().destroyed); });
        if (f == "devoured") // Prince of Gluttons' devoured pile, bottom first
            return of(
                Kind::List, [](const Engine& e) { return defs(e.state(), e.state().devoured); },
                Entries::PlayerCards);
        if (f == "result" || f == "result_reason") {
            out = of(Kind::Text, [f](const Engine& e) {
                const auto& s = e.state();
                if (f == "result_reason") return text(s.result_reason);
                return text(s.result == Result::Won ? "won" : s.result == Result::Lost ? "lost" : "playing");
            });
            if (f == "result") out->choices = {"won", "lost", "playing"};
            out->contains = f == "result_reason";
            return out;
        }
    }
    if (segs && segs->size() >= 2) {
        const auto& first = (*segs)[0];
        if (first.name == "players" && first.index >= 0) out = player_path(*segs, players, error);
        if (first.name == "nemesis" && first.index < 0) out = nemesis_path(*segs);
        if (first.name == "turn" && first.index < 0) out = turn_path(*segs);
        const std::string part = segs->size() == 2 ? (*segs)[1].name : "";
        if (first.name == "turn_order" && (*segs)[1].index < 0 &&
            (part == "deck" || part == "discard" || part == "cards")) {
            out = of(
                Kind::List,
                [part](const Engine& e) {
                    Actual a;
                    a.kind = Kind::List;
                    const auto& s = e.state();
                    if (part != "discard")
                        for (const auto& c : s.turn_order_deck) a.list.push_back(label(c));
                    if (part != "deck")
                        for (const auto& c : s.turn_order_discard) a.list.push_back(label(c));
                    return a;
                },
                Entries::TurnOrderCards);
        }
    }
    if (!out && error.empty())
        error = "unknown expectation '" + path + "' (see docs/scenarios.md for the paths)";
    return out;
}

} // namespace ae::scenario
