// Reading campaign.yaml with the content loader's strict readers, so campaign authors get the same
// FILE:LINE:COL messages as pack authors, all of them in one run.
#include "campaigns/definition.hpp"

#include "campaigns/expedition_gen.hpp"

#include "content/map_reader.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

namespace ae::campaign {
namespace fs = std::filesystem;
using content::Diagnostic;
using content::MapReader;
using content::SourceFile;

namespace {

std::vector<std::string> strings(const SourceFile& f, const MapReader& m, std::string_view key,
                                 bool required) {
    std::vector<std::string> out;
    auto list = m.list(key, required);
    if (!list) return out;
    if (!content::expect_list(f, *list, "'" + std::string(key) + "'")) return out;
    int i = 0;
    for (const auto& n : *list) {
        ++i;
        if (auto s =
                content::read_string(f, n, "'" + std::string(key) + "' entry " + std::to_string(i), true))
            out.push_back(*s);
    }
    return out;
}

std::map<std::string, std::string> scalar_map(const SourceFile& f, const YAML::Node& n,
                                              const std::string& what) {
    std::map<std::string, std::string> out;
    if (!n.IsMap()) {
        f.error(n, what + " must be a map");
        return out;
    }
    for (const auto& e : n) {
        if (!e.second.IsScalar()) {
            f.error(e.second, what + " values must be scalars");
            continue;
        }
        out[e.first.Scalar()] = e.second.Scalar();
    }
    return out;
}

BattleSpec read_battle(const SourceFile& f, const YAML::Node& n) {
    BattleSpec b;
    MapReader m(
        f, n, "battle",
        {"label", "nemesis", "deck", "gravehold_life", "retry_on_loss", "max_attempts", "shuffle_tiers"});
    b.label = m.string("label", false).value_or("");
    b.nemesis = m.string("nemesis", true).value_or("");
    b.deck = strings(f, m, "deck", false);
    b.gravehold_life = m.integer("gravehold_life", false, 1, 999).value_or(-1);
    b.retry_on_loss = m.boolean("retry_on_loss").value_or(false);
    b.max_attempts = m.integer("max_attempts", false, 0, 99).value_or(0);
    b.shuffle_tiers = m.boolean("shuffle_tiers").value_or(true);
    if (!b.shuffle_tiers && !b.deck.empty())
        m.forbid("shuffle_tiers", "a battle with a `deck` has no tiers to shuffle");
    return b;
}

Change read_change(const SourceFile& f, const YAML::Node& n) {
    Change c;
    MapReader m(f, n, "change", {"kind", "id", "value", "level"});
    c.kind = m.string("kind", true).value_or("");
    c.id = m.string("id", false).value_or("");
    if (m.has("value")) {
        const auto v = m.value("value", false);
        if (v && v->node.IsScalar())
            c.value = v->node.Scalar();
        else if (v)
            f.error(v->node, "'value' must be a scalar");
    }
    c.level = m.integer("level", false, 0, 3).value_or(0);
    return c;
}

Op read_op(const SourceFile& f, const YAML::Node& n, std::set<std::string>& choice_ids) {
    Op op;
    op.pos = f.pos(n);
    MapReader m(f, n, "instruction",
                {"story", "change", "hook", "battle", "on_result", "choice", "goto", "starter_upgrade",
                 "supply_improvement", "choose_mages", "choose_supply", "choose_treasures", "finish"});
    if (!m.is_map()) return op;
    int keys = 0;
    for (const auto& e : n) keys += e.first.IsScalar() ? 1 : 0;
    if (keys != 1) f.error(n, "an instruction has exactly one key, got " + std::to_string(keys));
    if (m.has("story")) {
        op.kind = OpKind::Story;
        op.text = m.string("story", true).value_or("");
    } else if (m.has("change")) {
        op.kind = OpKind::Change;
        op.change = read_change(f, m.value("change", true)->node);
    } else if (m.has("hook")) {
        op.kind = OpKind::Hook;
        op.hook = m.string("hook", true).value_or("");
    } else if (m.has("battle")) {
        op.kind = OpKind::Battle;
        op.battle = read_battle(f, m.value("battle", true)->node);
    } else if (auto r = m.map("on_result", false, "on_result", {"won", "lost"})) {
        op.kind = OpKind::OnResult;
        op.on_won = r->string("won", true).value_or("");
        op.on_lost = r->string("lost", true).value_or("");
    } else if (auto c = m.map("choice", false, "choice", {"id", "prompt", "options"})) {
        op.kind = OpKind::Choice;
        op.id = c->string("id", true).value_or("");
        op.text = c->string("prompt", true).value_or("");
        if (!op.id.empty() && !choice_ids.insert(op.id).second)
            f.error(n, "choice id '" + op.id + "' is used twice in this campaign");
        if (auto list = c->list("options", true); list && content::expect_list(f, *list, "'options'")) {
            for (const auto& o : *list) {
                MapReader om(f, o, "option", {"id", "text", "goto", "flags"});
                ChoiceOption opt;
                opt.id = om.string("id", true).value_or("");
                opt.text = om.string("text", true).value_or("");
                opt.go = om.string("goto", false).value_or("");
                if (auto fl = om.value("flags", false)) opt.flags = scalar_map(f, fl->node, "'flags'");
                op.options.push_back(opt);
            }
            if (op.options.size() < 2) f.error(*list, "a choice needs at least 2 options");
        }
    } else if (m.has("goto")) {
        op.kind = OpKind::Goto;
        op.go = m.string("goto", true).value_or("");
    } else if (auto s = m.map("starter_upgrade", false, "starter_upgrade", {"options"})) {
        op.kind = OpKind::StarterUpgrade;
        op.cards = strings(f, *s, "options", true);
    } else if (auto s =
                   m.map("supply_improvement", false, "supply_improvement", {"offer", "add", "banish"})) {
        op.kind = OpKind::SupplyImprovement;
        op.cards = strings(f, *s, "offer", true);
        op.add = s->integer("add", true, 0, 9).value_or(0);
        op.banish = s->integer("banish", true, 0, 9).value_or(0);
        if (op.add > static_cast<int>(op.cards.size()))
            f.error(n, "supply_improvement adds more piles than it offers");
    } else if (m.has("choose_mages")) {
        op.kind = OpKind::ChooseMages;
    } else if (m.has("choose_supply")) {
        op.kind = OpKind::ChooseSupply;
    } else if (auto t = m.map("choose_treasures", false, "choose_treasures", {"battle"})) {
        op.kind = OpKind::ChooseTreasures;
        op.battle_number = t->integer("battle", true, 1, 99).value_or(1);
    } else if (m.has("finish")) {
        op.kind = OpKind::Finish;
        op.text = m.string("finish", true).value_or("");
    }
    return op;
}

Rules read_rules(const SourceFile& f, const YAML::Node& n) {
    Rules r;
    apply_switches(r, scalar_map(f, n, "'rules'"), f.path());
    return r;
}

} // namespace

const Step* CampaignDef::step(const std::string& id) const {
    for (const auto& s : steps)
        if (s.id == id) return &s;
    return nullptr;
}

CampaignDef load_definition(const std::string& dir) {
    std::vector<Diagnostic> errors;
    const std::string path = (fs::path(dir) / "campaign.yaml").string();
    SourceFile f(path, errors);
    CampaignDef d;
    d.dir = dir;
    auto root = content::parse_yaml(f, path);
    if (root) {
        MapReader m(f, *root, "campaign",
                    {"id", "name", "kind", "players", "script", "rules", "rule_stickers", "mats", "mat_slots",
                     "components", "supply", "basic_nemesis_cards", "barracks_mages", "curse_deck",
                     "requires_unlocks", "carry_upgraded_basics", "start", "steps"});
        d.id = m.string("id", true).value_or("");
        d.name = m.string("name", true).value_or("");
        d.kind = m.choice("kind", true, {"legacy", "outcasts"}).value_or("legacy");
        if (auto p = m.map("players", false, "players", {"min", "max"})) {
            d.min_players = p->integer("min", true, 1, 4).value_or(1);
            d.max_players = p->integer("max", true, 1, 4).value_or(4);
        }
        d.script = m.string("script", false).value_or("");
        if (auto r = m.value("rules", false)) {
            try {
                d.rules = read_rules(f, r->node);
            } catch (const ContentError& e) { f.error(r->node, e.message()); }
        }
        if (auto rs = m.list("rule_stickers", false); rs && content::expect_list(f, *rs, "'rule_stickers'")) {
            for (const auto& n : *rs) {
                MapReader sm(f, n, "rule sticker", {"id", "text", "switches", "printed"});
                RuleSticker s;
                s.id = sm.string("id", true).value_or("");
                s.text = sm.string("text", true).value_or("");
                s.printed = strings(f, sm, "printed", false);
                if (auto sw = sm.value("switches", false)) {
                    s.switches = scalar_map(f, sw->node, "'switches'");
                    try {
                        Rules probe;
                        apply_switches(probe, s.switches, path);
                    } catch (const ContentError& e) { f.error(sw->node, e.message()); }
                }
                if (!d.rule_stickers.emplace(s.id, s).second) f.error(n, "rule sticker '" + s.id + "' twice");
            }
        }
        d.mats = strings(f, m, "mats", false);
        d.mat_slots = strings(f, m, "mat_slots", false);
        d.components = strings(f, m, "components", false);
        d.supply = strings(f, m, "supply", false);
        d.basic_nemesis_cards = strings(f, m, "basic_nemesis_cards", false);
        d.barracks_mages = strings(f, m, "barracks_mages", false);
        d.curse_deck = strings(f, m, "curse_deck", false);
        d.requires_unlocks = strings(f, m, "requires_unlocks", false);
        d.carry_upgraded_basics = m.boolean("carry_upgraded_basics").value_or(false);
        d.start = m.string("start", true).value_or("");
        std::set<std::string> choice_ids;
        if (auto steps = m.list("steps", true); steps && content::expect_list(f, *steps, "'steps'")) {
            for (const auto& n : *steps) {
                MapReader sm(f, n, "step", {"id", "title", "do", "next"});
                Step s;
                s.pos = f.pos(n);
                s.id = sm.string("id", true).value_or("");
                s.title = sm.string("title", false).value_or("");
                s.next = sm.string("next", false).value_or("");
                if (auto ops = sm.list("do", true); ops && content::expect_list(f, *ops, "'do'"))
                    for (const auto& o : *ops) s.ops.push_back(read_op(f, o, choice_ids));
                if (d.step(s.id)) f.error(n, "step '" + s.id + "' is defined twice");
                d.steps.push_back(std::move(s));
            }
        }
        // Every jump must land on a step: a typo would otherwise end a campaign early.
        auto check_step = [&](const std::string& id, const SourcePos& pos) {
            if (!id.empty() && !d.step(id)) errors.push_back({pos, "no step '" + id + "' in this campaign"});
        };
        check_step(d.start, f.pos(*root));
        for (const auto& s : d.steps) {
            check_step(s.next, s.pos);
            for (const auto& op : s.ops) {
                check_step(op.go, op.pos);
                check_step(op.on_won, op.pos);
                check_step(op.on_lost, op.pos);
                for (const auto& o : op.options) check_step(o.go, op.pos);
                // Each mage takes a different starter sticker (rules/legacy.md §4.3): enough for a full
                // table.
                if (op.kind == OpKind::StarterUpgrade && static_cast<int>(op.cards.size()) < d.max_players)
                    errors.push_back({op.pos, "starter_upgrade offers " + std::to_string(op.cards.size()) +
                                                  " cards; each of up to " + std::to_string(d.max_players) +
                                                  " mages takes a different one"});
            }
        }
        if (!d.script.empty()) {
            const auto bytes = content::read_bytes(fs::path(dir) / d.script);
            if (!bytes)
                f.error("cannot read the campaign script '" + d.script + "'");
            else
                d.script_source = *bytes;
        }
    }
    if (!errors.empty()) {
        std::string all;
        for (const auto& e : errors) all += "\n" + content::format(e);
        throw ContentError(errors.front().pos, "the campaign definition has errors:" + all);
    }
    return d;
}

namespace {
// $GRAVEHOLD_CAMPAIGNS points at another campaigns folder (tests, authors trying a campaign out).
fs::path campaigns_root() {
    const char* env = std::getenv("GRAVEHOLD_CAMPAIGNS");
    return env && *env ? fs::path(env) : fs::path(GRAVEHOLD_CAMPAIGNS_DIR);
}
} // namespace

std::vector<std::string> shipped_definition_dirs() {
    std::vector<std::string> out;
    const fs::path root = campaigns_root();
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(root, ec))
        if (e.is_directory() && fs::exists(e.path() / "campaign.yaml")) out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

CampaignDef load_shipped_definition(const std::string& id, const Content* content) {
    if (const auto expedition = parse_expedition_id(id)) {
        if (!content)
            throw InvalidRequest("the expedition '" + id +
                                 "' is generated from the content; load it with it");
        return generate_expedition(*expedition, *content);
    }
    // An id is a folder name under the campaigns folder, never a path (an import names it: "../../etc").
    const bool plain =
        !id.empty() && id.find("..") == std::string::npos && std::all_of(id.begin(), id.end(), [](char ch) {
            return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-' || ch == '.';
        });
    const fs::path dir = campaigns_root() / id;
    if (!plain || !fs::exists(dir / "campaign.yaml")) {
        std::string known;
        for (const auto& d : shipped_definition_dirs()) known += " " + fs::path(d).filename().string();
        throw InvalidRequest("no campaign definition '" + id + "' (known:" + known +
                             ", and expedition with --battles)");
    }
    return load_definition(dir.string());
}

CampaignDef load_definition_for(const std::string& id, const Content& content) {
    return load_shipped_definition(id, &content);
}

} // namespace ae::campaign
