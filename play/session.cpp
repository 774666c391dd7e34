#include "play/session.hpp"

#include "content/packs_dir.hpp"
#include "core/errors.hpp"
#include "lang/language.hpp"

#include <algorithm>
#include <filesystem>
#include <iterator>

namespace ae::play {

std::vector<std::string> shipped_pack_dirs() {
    namespace fs = std::filesystem;
    std::vector<std::string> dirs;
    const fs::path root = content::default_packs_dir();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(root, ec))
        if (entry.is_directory() && fs::exists(entry.path() / "pack.yaml"))
            dirs.push_back(entry.path().string());
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}

namespace {
std::string shown_language; // set per command line by set_display_language
bool language_asked = false;
} // namespace

void set_display_language(const std::string& code, bool asked) {
    const std::string c = lang::Language::code_of(code);
    shown_language = c == "en" ? "" : c;
    language_asked = asked && !code.empty();
}

std::string display_language(const std::string& preferred) {
    if (language_asked || preferred.empty()) return shown_language;
    const std::string c = lang::Language::code_of(preferred);
    return c == "en" ? "" : c;
}

content::LoadResult load_content(const std::vector<std::string>& extra, const std::string& preferred) {
    const std::string display_language = play::display_language(preferred);
    auto dirs = shipped_pack_dirs();
    dirs.insert(dirs.end(), extra.begin(), extra.end());
    if (dirs.empty())
        throw ContentError({content::default_packs_dir()}, "no content packs found (set GRAVEHOLD_CONTENT)");
    auto result = content::load_packs(dirs);
    if (!result.ok()) {
        std::string all;
        for (const auto& d : result.errors) all += "\n" + content::format(d);
        throw ContentError({dirs.front()}, "the content has errors:" + all);
    }
    if (!display_language.empty()) {
        const auto texts = lang::Language::known();
        if (!result.content.translations.count(display_language) &&
            std::find(texts.begin(), texts.end(), display_language) == texts.end()) {
            std::string known;
            for (const auto& code : texts) known += (known.empty() ? "" : ", ") + code;
            for (const auto& [code, t] : result.content.translations)
                if (std::find(texts.begin(), texts.end(), code) == texts.end()) known += ", " + code;
            throw InvalidRequest("no language '" + display_language + "' (known: " + known + ")");
        }
        result.content.language = display_language; // names, and through the engine every text it writes
    }
    return result;
}

namespace {

// A full id, or a unique id whose last dotted part is `name`.
template <class Map>
std::string resolve(const Map& m, const std::string& name, const char* what) {
    if (m.count(name)) return name;
    std::vector<std::string> hits;
    for (const auto& [id, def] : m)
        if (id.size() > name.size() && id.compare(id.size() - name.size(), name.size(), name) == 0 &&
            id[id.size() - name.size() - 1] == '.')
            hits.push_back(id);
    if (hits.size() == 1) return hits.front();
    std::string known;
    for (const auto& [id, def] : m) known += " " + id;
    if (hits.empty())
        throw InvalidRequest(std::string("unknown ") + what + " '" + name + "' (known:" + known + ")");
    throw InvalidRequest(std::string("ambiguous ") + what + " '" + name + "': give the full id");
}

} // namespace

GameSetup build_setup(const Content& c, const BattleOptions& o) { return build_setup(c, setup_pools(c), o); }

GameSetup build_setup(const Content& c, const SetupPools& all_pools, const BattleOptions& o) {
    const SetupPools pools = only_packs(c, all_pools, o.packs); // the group's boxes (issue #16 §4)
    const auto in_packs = [&](const std::string& id) {
        return o.packs.empty() || std::find(o.packs.begin(), o.packs.end(), pack_of(id)) != o.packs.end();
    };
    if (!o.fixed_players.empty()) {
        BattleOptions rest = o;
        rest.players = static_cast<int>(o.fixed_players.size());
        rest.mages.clear();
        rest.fixed_players.clear();
        GameSetup s = build_setup(c, all_pools, rest); // the difficulty's lives are in its rules
        for (const auto& p : o.fixed_players)
            if (!c.mages.count(p.mage))
                throw InvalidRequest("no mage '" + p.mage + "' in the loaded content");
        s.players = o.fixed_players;
        return s;
    }
    if (o.players < 1 || o.players > 4)
        throw InvalidRequest("a battle has 1 to 4 players, not " + std::to_string(o.players));
    if (c.nemeses.empty()) throw InvalidRequest("the loaded content has no nemesis");
    if (o.mages.size() > static_cast<std::size_t>(o.players))
        throw InvalidRequest(std::to_string(o.mages.size()) + " mages named for " +
                             std::to_string(o.players) + " player(s)");
    GameSetup s;
    if (!o.nemesis.empty()) {
        s.nemesis = resolve(c.nemeses, o.nemesis, "nemesis");
        if (!in_packs(s.nemesis))
            throw InvalidRequest("the nemesis '" + c.nemeses.at(s.nemesis).name +
                                 "' is not in the packs asked for");
    } else {
        for (const auto& [id, n] : c.nemeses)
            if (s.nemesis.empty() && in_packs(id)) s.nemesis = id;
        if (s.nemesis.empty()) throw InvalidRequest("the packs asked for hold no nemesis");
    }
    std::size_t next_mage = 0;
    for (int i = 0; i < o.players; ++i) {
        std::string mage;
        if (i < static_cast<int>(o.mages.size()) && !o.mages[i].empty())
            mage = resolve(c.mages, o.mages[i], "mage");
        else {
            if (pools.mages.empty()) throw InvalidRequest("the loaded content has no mage");
            mage = pools.mages[next_mage];
            next_mage = (next_mage + 1) % pools.mages.size();
        }
        s.players.push_back({mage, "", -1, 0});
    }
    s.basic_cards = pools.basic_cards;
    if (!o.supply.empty()) {
        // rules/base.md §3.4: nine piles, each of one card; which ones is up to the players.
        for (const auto& name : o.supply) {
            const std::string id = resolve(c.player_cards, name, "card");
            const PlayerCardDef& d = c.player_cards.at(id);
            if (d.pile_size <= 0 || d.starter)
                throw InvalidRequest("'" + d.name +
                                     "' has no supply pile (a starter, treasure or other card)");
            if (std::find(s.supply.begin(), s.supply.end(), id) != s.supply.end())
                throw InvalidRequest("'" + d.name + "' is given twice in the supply");
            s.supply.push_back(id);
        }
        if (s.supply.size() != 9)
            throw InvalidRequest("the supply has 9 piles (rules/base.md §3.4), not " +
                                 std::to_string(s.supply.size()));
    } else {
        // rules/base.md §3.4: 3 gem piles, 2 relic piles, 4 spell piles, picked at random.
        Rng rng(o.seed ^ 0x5eed5eedULL);
        s.supply.reserve(9);
        for (auto [pool, count] : {std::pair{&pools.gems, 3}, {&pools.relics, 2}, {&pools.spells, 4}}) {
            auto picked = pick_shuffled(*pool, static_cast<std::size_t>(count), rng);
            std::move(picked.begin(), picked.end(), std::back_inserter(s.supply));
        }
    }
    apply_difficulty(s.rules, o.difficulty);
    return s;
}

Battle::Battle(const Content& content, const GameSetup& setup, std::uint64_t seed)
    : host_(std::make_unique<lua::LuaHost>(content)),
      engine_(std::make_unique<Engine>(content, *host_, setup, seed)) {}

Battle::Battle(lua::HostPool& pool, const GameSetup& setup, std::uint64_t seed)
    : pool_(&pool), host_(pool.take()),
      engine_(std::make_unique<Engine>(pool.content(), *host_, setup, seed)) {}

Battle::~Battle() {
    engine_.reset(); // the engine refers to the host
    if (pool_ != nullptr) pool_->give_back(std::move(host_));
}

Battle::Battle(const Content& content, const GameSetup& setup, std::uint64_t seed,
               const std::string& checkpoint, const std::vector<Answer>& inputs_before)
    : host_(std::make_unique<lua::LuaHost>(content)),
      engine_(std::make_unique<Engine>(content, *host_, setup, seed, checkpoint, inputs_before)) {}

} // namespace ae::play
