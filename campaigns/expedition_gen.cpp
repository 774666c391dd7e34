// The custom-expedition generator. Every random pick comes from one Rng seeded by the expedition's seed, and
// every pool is built in id order (Content keeps std::maps), so the same {battles, seed} and the same content
// give the same definition on every machine. The rules it follows are ours (docs/decisions.md D39).
#include "campaigns/expedition_gen.hpp"
#include "campaigns/unlocks.hpp"

#include "engine/rng.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <sstream>

namespace ae::campaign {

namespace {

constexpr const char* kPrefix = "expedition-";
constexpr int kMaxAttempts = 5;
// Treasures added when a level first becomes usable: per-seat levels (1 and 3) one per seat for 4 players,
// the group's level 2 a choice of two.
constexpr std::array<int, 4> kTreasuresPerLevel{0, 4, 2, 4};

// Rulebook vocabulary for the generated story lines; the sentences are ours.
constexpr std::array<const char*, 6> kPlaces{"a drowned stair",         "the glass orchard",
                                             "a hollow bell tower",     "the rust fields",
                                             "a breach-scarred quarry", "the silent wells"};
constexpr std::array<const char*, 4> kOpenings{
    "Battle {n} of {total}: in {place} the mages find the trail of {nemesis}.",
    "Battle {n} of {total}: {nemesis} waits for the mages beyond {place}.",
    "Battle {n} of {total}: the Void opens on {place}, and {nemesis} is already there.",
    "Battle {n} of {total}: a cold wind from {place} carries the sound of {nemesis}.",
};
constexpr std::array<const char*, 3> kRewards{
    "The mages sort what the fight left behind and carry it back to the barracks.",
    "Before moving on, the mages take stock: new cards and treasures join the barracks.",
    "Among the debris the mages find things worth keeping.",
};
constexpr std::array<const char*, 3> kFinishes{
    "The expedition is over. Whatever the Void remembers, the mages remember more.",
    "The last breach closes and the mages walk home through {place}.",
    "The expedition ends in {place}; the barracks will be fuller next time.",
};

constexpr const char* kName = "Custom expedition: {battles} battles, seed {seed}";
constexpr const char* kTitle = "Battle {n} of {total}";
constexpr const char* kLabel = "Battle {n}";

std::string fill(std::string text, const std::map<std::string, std::string>& vars) {
    for (const auto& [k, v] : vars) {
        const std::string key = "{" + k + "}";
        for (auto at = text.find(key); at != std::string::npos; at = text.find(key, at + v.size()))
            text.replace(at, key.size(), v);
    }
    return text;
}

template <class T, std::size_t N>
const T& pick(Rng& rng, const std::array<T, N>& a) {
    return a[static_cast<std::size_t>(rng.bounded(N))];
}

// Takes the first card of a shuffled pool ("" when it is empty).
std::string take(std::vector<std::string>& pool) {
    if (pool.empty()) return "";
    std::string id = pool.front();
    pool.erase(pool.begin());
    return id;
}

Op story(const std::string& text) {
    Op op;
    op.kind = OpKind::Story;
    op.text = text;
    return op;
}

Op simple(OpKind k) {
    Op op;
    op.kind = k;
    return op;
}

Op change(const std::string& kind, const std::string& id, int level = 0) {
    Op op;
    op.kind = OpKind::Change;
    op.change.kind = kind;
    op.change.id = id;
    op.change.level = level;
    return op;
}

// Everything the group could own after the first expedition: shipped player content, by role.
struct Pools {
    std::vector<std::string> mages;
    std::vector<std::string> gems3, gems, relics, spells; // supply cards; gems3: gems costing 3
    std::map<int, std::vector<std::string>> treasures;    // by level
    std::vector<std::string> basics;
    std::vector<std::string> curses;
    std::vector<const NemesisDef*> nemeses;
};

Pools collect(const Content& c) {
    Pools p;
    // Legacy mats are blank placeholders that only a Legacy campaign's stickers turn into mages.
    for (const auto& [id, m] : c.mages)
        if (!id.starts_with("legacy.mage.")) p.mages.push_back(id);
    for (const auto& [id, card] : c.player_cards) {
        const bool tagged_curse = std::find(card.tags.begin(), card.tags.end(), "curse") != card.tags.end();
        if (tagged_curse) p.curses.push_back(id);
        if (card.level > 0) p.treasures[card.level].push_back(id);
        if (card.pile_size <= 0 || card.level > 0 || card.starter || tagged_curse) continue;
        if (card.type == CardType::Gem)
            (card.cost == 3 ? p.gems3 : p.gems).push_back(id);
        else if (card.type == CardType::Relic)
            p.relics.push_back(id);
        else if (card.type == CardType::Spell)
            p.spells.push_back(id);
    }
    // A card some other card evolves into only appears through EVOLVE, never in a starting pool.
    std::set<std::string> evolved;
    for (const auto& [id, card] : c.nemesis_cards)
        if (!card.evolves_into.empty()) evolved.insert(card.evolves_into);
    for (const auto& [id, card] : c.nemesis_cards)
        if (card.basic && !card.upgraded && card.tier >= 1 && card.tier <= 3 && !evolved.count(id))
            p.basics.push_back(id);
    for (const auto& [id, n] : c.nemeses) p.nemeses.push_back(&n);
    return p;
}

void need(bool ok, const std::string& what) {
    if (!ok)
        throw ContentError({"<expedition generator>"}, "the content is too small for an expedition: " + what);
}

} // namespace

std::vector<std::string> expedition_texts() {
    std::vector<std::string> out = {kName, kTitle, kLabel};
    for (const auto* list : {&kOpenings})
        for (const char* t : *list) out.push_back(t);
    for (const auto* list : {&kRewards, &kFinishes})
        for (const char* t : *list) out.push_back(t);
    for (const char* t : kPlaces) out.push_back(t);
    return out;
}

std::string expedition_id(const ExpeditionParams& p) {
    return kPrefix + std::to_string(p.battles) + "-" + std::to_string(p.seed);
}

std::optional<ExpeditionParams> parse_expedition_id(const std::string& id) {
    if (!id.starts_with(kPrefix)) return std::nullopt;
    const std::string rest = id.substr(std::string(kPrefix).size());
    const auto dash = rest.find('-');
    if (dash == std::string::npos || dash == 0 || dash + 1 >= rest.size()) return std::nullopt;
    const std::string b = rest.substr(0, dash), s = rest.substr(dash + 1);
    const auto digits = [](const std::string& x) {
        return x.size() <= 20 &&
               std::all_of(x.begin(), x.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    };
    if (!digits(b) || !digits(s) || b.size() > 2) return std::nullopt;
    ExpeditionParams p;
    p.battles = std::stoi(b);
    try {
        p.seed = std::stoull(s);
    } catch (const std::exception&) { return std::nullopt; } // more than 64 bits
    if (p.battles != 3 && p.battles != 4 && p.battles != 8)
        throw InvalidRequest("an expedition has 3, 4 or 8 battles, not " + b + " ('" + id + "')");
    return p;
}

int treasure_step(int n, int battles) {
    if (battles <= 1) return 4;
    // Linear from battle 1 (step 1) to the last battle (step 4), rounded down: a level arrives no earlier
    // in the expedition than it does in the 4-battle schedule.
    return 1 + (3 * (n - 1)) / (battles - 1);
}

CampaignDef generate_expedition(const ExpeditionParams& p, const Content& content) {
    if (p.battles != 3 && p.battles != 4 && p.battles != 8)
        throw InvalidRequest("an expedition has 3, 4 or 8 battles, not " + std::to_string(p.battles));
    Pools pools = collect(content);
    need(pools.mages.size() >= 4, "fewer than 4 mages");
    need(!pools.gems3.empty(), "no gem costing 3");
    need(pools.gems3.size() + pools.gems.size() >= 3, "fewer than 3 gems");
    need(pools.relics.size() >= 2, "fewer than 2 relics");
    need(pools.spells.size() >= 4, "fewer than 4 spells");
    need(!pools.nemeses.empty(), "no nemesis");
    need(!pools.basics.empty(), "no basic nemesis cards");

    Rng rng(p.seed);
    // Shuffle every pool once, in a fixed order, so each later "draw" is just the next card.
    rng.shuffle(pools.mages);
    rng.shuffle(pools.gems3);
    rng.shuffle(pools.gems);
    rng.shuffle(pools.relics);
    rng.shuffle(pools.spells);
    for (auto& [level, t] : pools.treasures) rng.shuffle(t);

    CampaignDef d;
    d.id = expedition_id(p);
    d.name = fill(kName, {{"battles", std::to_string(p.battles)}, {"seed", std::to_string(p.seed)}});
    d.kind = "outcasts";
    d.dir = "<generated " + d.id + ">";
    d.min_players = 1;
    d.max_players = 4;
    // rules/outcasts.md §2.6: custom expeditions come after the first one, and bring its upgraded basics.
    d.requires_unlocks = {kCustomExpeditions};
    d.carry_upgraded_basics = true;
    // The first expedition's battle rules (campaigns/outcasts/campaign.yaml).
    apply_switches(d.rules,
                   {{"variant", "outcasts"}, {"solo_player_cards", "4"}, {"solo_exhaustion_loses", "false"}},
                   d.dir);

    for (int i = 0; i < 4; ++i) d.barracks_mages.push_back(take(pools.mages));
    // rules/outcasts.md §3's guideline supply: 3 gems (one costing 3), 2 relics, 4 spells.
    d.supply.push_back(take(pools.gems3));
    std::vector<std::string> other_gems = pools.gems3;
    other_gems.insert(other_gems.end(), pools.gems.begin(), pools.gems.end());
    rng.shuffle(other_gems);
    for (int i = 0; i < 2; ++i) d.supply.push_back(take(other_gems));
    for (int i = 0; i < 2; ++i) d.supply.push_back(take(pools.relics));
    for (int i = 0; i < 4; ++i) d.supply.push_back(take(pools.spells));
    d.basic_nemesis_cards = pools.basics;
    for (const auto& id : pools.curses) d.curse_deck.insert(d.curse_deck.end(), {id, id});

    // Nemeses: a random draw (each nemesis once per round through the pool), then ordered by difficulty so
    // that later battles are harder; equal difficulties keep their drawn order.
    std::vector<const NemesisDef*> foes;
    while (static_cast<int>(foes.size()) < p.battles) {
        auto round = pools.nemeses;
        rng.shuffle(round);
        for (const auto* n : round)
            if (static_cast<int>(foes.size()) < p.battles) foes.push_back(n);
    }
    std::stable_sort(foes.begin(), foes.end(),
                     [](const NemesisDef* a, const NemesisDef* b) { return a->difficulty < b->difficulty; });

    const std::string place_end = pick(rng, kPlaces);
    d.start = "B1";
    std::set<int> treasure_levels_given;
    for (int n = 1; n <= p.battles; ++n) {
        Step s;
        s.id = "B" + std::to_string(n);
        s.title = fill(kTitle, {{"n", std::to_string(n)}, {"total", std::to_string(p.battles)}});
        s.next = n < p.battles ? "B" + std::to_string(n + 1) : "";
        const NemesisDef& foe = *foes[static_cast<std::size_t>(n - 1)];
        s.ops.push_back(story(fill(pick(rng, kOpenings), {{"n", std::to_string(n)},
                                                          {"total", std::to_string(p.battles)},
                                                          {"place", pick(rng, kPlaces)},
                                                          {"nemesis", foe.name}})));
        s.ops.push_back(simple(OpKind::ChooseMages));
        Op treasures = simple(OpKind::ChooseTreasures);
        treasures.battle_number = treasure_step(n, p.battles);
        s.ops.push_back(treasures);
        s.ops.push_back(simple(OpKind::ChooseSupply));
        Op battle = simple(OpKind::Battle);
        battle.battle.label = fill(kLabel, {{"n", std::to_string(n)}});
        battle.battle.nemesis = foe.id;
        battle.battle.retry_on_loss = true;
        battle.battle.max_attempts = kMaxAttempts;
        s.ops.push_back(battle);
        if (n < p.battles) {
            s.ops.push_back(story(pick(rng, kRewards)));
            // Treasures of every level the next battle uses for the first time (choose_treasures: level 1
            // from step 2, level 2 from step 3, level 3 at step 4).
            const int next_step = treasure_step(n + 1, p.battles);
            for (int level = 1; level <= 3; ++level) {
                if (next_step < level + 1 || treasure_levels_given.count(level)) continue;
                treasure_levels_given.insert(level);
                auto& pool = pools.treasures[level];
                for (int k = 0; k < kTreasuresPerLevel[static_cast<std::size_t>(level)] && !pool.empty(); ++k)
                    s.ops.push_back(change("add_treasure", take(pool), level));
            }
            // One gem, one relic and one spell the barracks has never held, and one new mage.
            for (auto* pool : {&other_gems, &pools.relics, &pools.spells})
                if (const auto id = take(*pool); !id.empty())
                    s.ops.push_back(change("add_barracks_card", id));
            if (const auto id = take(pools.mages); !id.empty())
                s.ops.push_back(change("add_barracks_mage", id));
        } else {
            Op fin = simple(OpKind::Finish);
            fin.text = fill(pick(rng, kFinishes), {{"place", place_end}});
            s.ops.push_back(fin);
        }
        d.steps.push_back(std::move(s));
    }
    return d;
}

std::string canonical_dump(const CampaignDef& d) {
    std::ostringstream o;
    const auto list = [&](const char* name, const std::vector<std::string>& v) {
        o << name << ":";
        for (const auto& x : v) o << " " << x;
        o << "\n";
    };
    const Rules& r = d.rules;
    o << "id: " << d.id << "\nname: " << d.name << "\nkind: " << d.kind << "\nplayers: " << d.min_players
      << "-" << d.max_players << "\nscript: " << d.script << "\nrules: " << to_string(r.variant)
      << " player_life " << r.player_life << " gravehold_life " << r.gravehold_life << " nemesis_life_delta "
      << r.nemesis_life_delta << " exhaustion_penalties " << r.exhaustion_penalties << " abilities "
      << r.abilities << " empty_deck_unleashes " << r.empty_deck_unleashes << " bonus_per_source "
      << r.bonus_per_source << " solo_player_cards " << r.solo_player_cards << " solo_exhaustion_loses "
      << r.solo_exhaustion_loses << " evolve " << r.evolve << "\n";
    list("mats", d.mats);
    list("supply", d.supply);
    list("barracks_mages", d.barracks_mages);
    list("curse_deck", d.curse_deck);
    list("requires_unlocks", d.requires_unlocks);
    o << "carry_upgraded_basics: " << d.carry_upgraded_basics << "\n";
    list("basic_nemesis_cards", d.basic_nemesis_cards);
    for (const auto& [id, s] : d.rule_stickers) {
        o << "rule_sticker: " << id << " " << s.text;
        for (const auto& [k, v] : s.switches) o << " " << k << "=" << v;
        o << "\n";
    }
    o << "start: " << d.start << "\n";
    for (const auto& s : d.steps) {
        o << "step " << s.id << " '" << s.title << "' next " << s.next << "\n";
        for (const auto& op : s.ops) {
            o << "  op " << static_cast<int>(op.kind) << " text '" << op.text << "' change " << op.change.kind
              << " " << op.change.id << " " << op.change.value << " " << op.change.level << " hook "
              << op.hook << " battle " << op.battle.label << " " << op.battle.nemesis << " "
              << op.battle.gravehold_life << " " << op.battle.retry_on_loss << " " << op.battle.max_attempts
              << " deck";
            for (const auto& c : op.battle.deck) o << " " << c;
            o << " on " << op.on_won << "/" << op.on_lost << " id " << op.id << " go " << op.go << " cards";
            for (const auto& c : op.cards) o << " " << c;
            o << " add " << op.add << " banish " << op.banish << " treasures " << op.battle_number << "\n";
            for (const auto& opt : op.options) {
                o << "    option " << opt.id << " '" << opt.text << "' go " << opt.go;
                for (const auto& [k, v] : opt.flags) o << " " << k << "=" << v;
                o << "\n";
            }
        }
    }
    return o.str();
}

} // namespace ae::campaign
