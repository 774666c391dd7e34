// `gravehold campaign ...`: create, list, show, play, log, export and import campaigns, and the companion
// commands that record what a group playing with the physical box did (each is a Change, logged like any).
#include "campaigns/changes.hpp"
#include "campaigns/expedition_gen.hpp"
#include "campaigns/hooks.hpp"
#include "campaigns/names.hpp"
#include "campaigns/runner.hpp"
#include "campaigns/state_check.hpp"
#include "campaigns/state_json.hpp"
#include "campaigns/unlocks.hpp"
#include "cli/campaign_battle.hpp"
#include "cli/campaign_play.hpp"
#include "cli/campaign_session.hpp"
#include "cli/commands.hpp"
#include "cli/shell_hint.hpp"
#include "engine/errors.hpp"
#include "saves/campaign_export.hpp"
#include "saves/campaign_store.hpp"
#include "saves/unlock_store.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace ae::cli {
namespace {
using nlohmann::json;

struct NewArgs {
    std::string definition, name, mages, mats;
    int players = 0, solo_cards = 0, solo_life = 0;
    int battles = -1; // -1: not given (only `expedition` takes it)
    std::int64_t seed = -1;
};

std::vector<std::string> split_list(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string part;
    while (std::getline(ss, part, ',')) out.push_back(part);
    return out;
}

int cmd_new(const NewArgs& a, const Globals& g, std::ostream& out) {
    const bool expedition = a.definition == "expedition";
    if (!expedition && a.battles != -1)
        throw UsageError("--battles is only for `campaign new expedition`, not '" + a.definition + "'");
    if (expedition && a.battles == -1)
        throw UsageError("`campaign new expedition` needs --battles 3, 4 or 8");
    if (expedition && a.battles != 3 && a.battles != 4 && a.battles != 8)
        throw UsageError("--battles takes 3, 4 or 8, not " + std::to_string(a.battles));
    campaign::NewCampaign n;
    n.name = a.name;
    n.players = a.players;
    n.mage_names = split_list(a.mages);
    n.mats = split_list(a.mats);
    n.solo_cards = a.solo_cards;
    n.solo_life = a.solo_life;
    n.seed = a.seed >= 0
                 ? static_cast<std::uint64_t>(a.seed)
                 : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count() &
                                              0x7fffffffffffLL);
    // A custom expedition's definition is generated from the campaign's own seed; its id carries both
    // parameters, so loading the saved campaign generates the same definition again.
    const CampaignSession session(expedition ? campaign::expedition_id({a.battles, n.seed}) : a.definition);
    saves::Database db(g.db_path());
    n.global_unlocks = saves::unlock_ids(db); // what earlier campaigns earned (a custom expedition needs one)
    std::vector<campaign::LogEntry> log;
    auto state = campaign::create_campaign(session.def, session.content.content, n, log);
    saves::create_campaign(db, state, log);
    for (const auto& e : log) out << "* " << e.text << "\n";
    out << "Campaign '" << a.name << "' created (seed " << n.seed << "). Play it with `"
        << go_on(g.db, {"campaign", "play", a.name}) << "`.\n";
    return 0;
}

int cmd_list(const Globals& g, bool as_json, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto list = saves::list_campaigns(db);
    if (as_json) {
        json arr = json::array();
        for (const auto& c : list)
            arr.push_back({{"name", c.name},
                           {"kind", campaign::to_string(c.kind)},
                           {"players", c.players},
                           {"battles", c.battles},
                           {"finished", c.finished},
                           {"position", c.position},
                           {"created_at", c.created_at},
                           {"updated_at", c.updated_at}});
        out << arr.dump(2) << "\n";
        return 0;
    }
    if (list.empty())
        out << "No campaigns yet. Start one with `gravehold campaign new legacy --players 2 --name NAME`.\n";
    for (const auto& c : list)
        out << c.name << "  " << campaign::to_string(c.kind) << ", " << c.players
            << (c.players == 1 ? " player" : " players") << ", " << c.battles << " battles, "
            << (c.finished ? "finished" : "at " + c.position) << "  (updated " << c.updated_at << ")\n";
    return 0;
}

int cmd_show(const Globals& g, const std::string& name, bool as_json, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    if (as_json) {
        out << json::parse(campaign::to_json(s, true)).dump(2) << "\n";
        return 0;
    }
    // Names, not ids, for people (issue #15 §3); `--json` keeps the ids.
    const CampaignSession session(s.definition);
    const auto& c = session.content.content;
    const campaign::Step* at = s.finished ? nullptr : session.def.step(s.position);
    out << s.name << " — " << session.def.name << ", " << s.players
        << (s.players == 1 ? " player" : " players")
        << (s.finished ? ", finished"
                       : ", at " + (at && !at->title.empty() ? at->title + " (step " + s.position + ")"
                                                             : "step " + s.position))
        << "\n";
    out << "\nMages:\n";
    for (const auto& m : s.mages) {
        out << "  " << m.seat << ". " << m.name << (m.mage.empty() ? "" : " (" + c.shown_name(m.mage) + ")")
            << "\n";
        for (const auto& [slot, sticker] : m.stickers)
            out << "       slot " << slot << ": " << sticker << "\n";
    }
    auto list = [&](const char* title, const std::vector<std::string>& v) {
        if (v.empty()) return;
        out << "\n" << title << " (" << v.size() << "):";
        for (const auto& x : v) out << "\n  " << c.shown_name(x);
        out << "\n";
    };
    list("Supply", s.supply);
    list("Barracks: mages", s.barracks_mages);
    list("Barracks: player cards", s.barracks_cards);
    for (const auto& [level, t] : s.treasures) list(("Treasures, level " + std::to_string(level)).c_str(), t);
    list("Opened", s.opened);
    if (!s.rule_stickers.empty()) {
        out << "\nRule stickers (" << s.rule_stickers.size() << "):";
        for (const auto& id : s.rule_stickers) {
            auto it = session.def.rule_stickers.find(id);
            out << "\n  " << id << (it == session.def.rule_stickers.end() ? "" : ": " + it->second.text);
        }
        out << "\n";
    }
    list("Upgraded basic nemesis cards", s.upgraded_basic_cards);
    if (!s.evolve_stickers.empty()) {
        out << "\nEvolve stickers:";
        for (const auto& [card, n] : s.evolve_stickers) out << "\n  " << c.shown_name(card) << ": " << n;
        out << "\n";
    }
    if (!s.evolved.empty()) {
        out << "\nEvolved for the rest of the campaign:";
        for (const auto& [from, into] : s.evolved)
            out << "\n  " << c.shown_name(from) << " became " << c.shown_name(into);
        out << "\n";
    }
    list("Banished supply", s.banished_supply);
    list("Banished nemesis cards", s.banished_nemesis_cards);
    list("Banished, other", s.banished_other);
    if (!s.global_unlocks.empty()) {
        out << "\nUnlocked for the whole database (" << s.global_unlocks.size() << "):";
        for (const auto& id : s.global_unlocks) out << "\n  " << campaign::describe_unlock(id, c);
        out << "\n";
    }
    out << "\nScore table:\n";
    if (s.battles.empty()) out << "  (no battles yet)\n";
    for (const auto& b : s.battles)
        out << "  " << b.number << ". " << (b.date.empty() ? "" : b.date + "  ")
            << (b.label.empty() ? "" : b.label + ": ")
            << (c.nemeses.count(b.nemesis) ? c.nemeses.at(b.nemesis).name : b.nemesis)
            << (b.attempt > 1 ? " (attempt " + std::to_string(b.attempt) + ")" : "") << ": " << b.result
            << (b.result == "playing"
                    ? ""
                    : ", " + std::to_string(b.turns) + " turns, " + std::to_string(b.gravehold_life) +
                          " life left to Gravehold or the ally")
            << "\n";
    return 0;
}

int cmd_log(const Globals& g, const std::string& name, const std::string& format, std::int64_t battle,
            std::ostream& out) {
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    if (battle > 0) {
        // One battle's full event log, as recorded.
        if (battle > static_cast<std::int64_t>(s.battles.size()))
            throw UsageError("campaign '" + name + "' has " + std::to_string(s.battles.size()) + " battles");
        const auto& b = s.battles[static_cast<std::size_t>(battle - 1)];
        if (b.game_id == 0)
            throw UsageError("battle " + std::to_string(battle) + " was not played in gravehold");
        SQLite::Statement q(db.db(), "SELECT payload_json FROM game_events WHERE game_id = ? ORDER BY seq");
        q.bind(1, static_cast<std::int64_t>(b.game_id));
        while (q.executeStep()) {
            const auto p = json::parse(q.getColumn(0).getString());
            out << p.value("describe", "") << "\n";
        }
        return 0;
    }
    campaign::LogFormat f = campaign::LogFormat::Text;
    if (format == "md")
        f = campaign::LogFormat::Markdown;
    else if (format == "json")
        f = campaign::LogFormat::Json;
    else if (format != "text")
        throw UsageError("--format takes text, md or json");
    out << campaign::render_log(saves::campaign_log(db, name), f, "Campaign log: " + name);
    return 0;
}

// Companion mode: one change, validated and logged like the ones the campaign makes itself. `make` turns
// what the person typed (printed names) into the change, reading the campaign it applies to.
using MakeChange = std::function<campaign::Change(const campaign::CampaignState&, const Content&)>;
int cmd_apply(const Globals& g, const std::string& name, const MakeChange& make, std::ostream& out) {
    saves::Database db(g.db_path());
    auto s = saves::load_campaign(db, name);
    const CampaignSession session(s.definition);
    const Content& content = session.content.content;
    auto e = campaign::apply_change(s, make(s, content), session.def, content);
    saves::save_campaign(db, s, {e});
    out << "* " << e.text << "\n";
    return 0;
}
int cmd_apply(const Globals& g, const std::string& name, const campaign::Change& c, std::ostream& out) {
    return cmd_apply(
        g, name, [&](const auto&, const auto&) { return c; }, out);
}

// A mage of the campaign by the name written on it (any case) or its seat number.
int seat_of(const campaign::CampaignState& s, const std::string& who) {
    for (const auto& m : s.mages)
        if (std::to_string(m.seat) == who || campaign::fold_name(m.name) == campaign::fold_name(who))
            return m.seat;
    std::string names;
    for (const auto& m : s.mages) names += (names.empty() ? "" : ", ") + m.name;
    throw UsageError("no mage '" + who + "' in campaign '" + s.name + "' (its mages: " + names + ")");
}

std::vector<std::string> joined(std::initializer_list<const std::vector<std::string>*> lists) {
    std::vector<std::string> out;
    for (const auto* l : lists) out.insert(out.end(), l->begin(), l->end());
    return out;
}

// `campaign banish NAME CARD [--from ...]`: the card by its printed name or id. Without --from, it is
// banished from wherever this campaign holds it (a supply pile, a nemesis card, the barracks); with
// --from other, it may be any card of the box the campaign does not hold.
campaign::Change banish_change(const campaign::CampaignState& s, const Content& c, const std::string& card,
                               const std::string& from) {
    const std::vector<std::string> nemesis = joined({&s.basic_nemesis_cards, &s.upgraded_basic_cards});
    std::vector<std::string> barracks = joined({&s.barracks_cards, &s.barracks_mages});
    for (const auto& [level, list] : s.treasures) barracks.insert(barracks.end(), list.begin(), list.end());
    if (from == "supply")
        return {"banish_supply_pile",
                campaign::resolve_name(c, card, s.supply, "supply pile of this campaign"), ""};
    if (from == "nemesis")
        return {"banish_nemesis_card",
                campaign::resolve_name(c, card, nemesis, "basic nemesis card of this campaign"), ""};
    if (from == "other") {
        std::vector<std::string> box = barracks;
        for (const auto& [id, d] : c.player_cards) box.push_back(id);
        for (const auto& [id, d] : c.mages) box.push_back(id);
        for (const auto& [id, d] : c.nemesis_cards) box.push_back(id);
        return {"banish_card", campaign::resolve_name(c, card, box, "card or mage"), ""};
    }
    const std::string id =
        campaign::resolve_name(c, card, joined({&s.supply, &nemesis, &barracks}),
                               "supply pile, nemesis card or barracks card of this campaign");
    if (std::find(s.supply.begin(), s.supply.end(), id) != s.supply.end())
        return {"banish_supply_pile", id, ""};
    if (std::find(nemesis.begin(), nemesis.end(), id) != nemesis.end())
        return {"banish_nemesis_card", id, ""};
    return {"banish_card", id, ""};
}

// `campaign record`: a battle played with the physical box. Accepted only when the campaign waits at a
// battle; it finishes that battle and the campaign moves on as if it had been played here, up to what is
// due next (a decision or the next battle). Nothing is written when it is refused.
int cmd_record(const Globals& g, const std::string& name, const std::string& result, int gravehold, int turns,
               int nemesis_life, std::ostream& out) {
    if (result != "won" && result != "lost") throw UsageError("--result takes won or lost");
    saves::Database db(g.db_path());
    auto s = saves::load_campaign(db, name);
    if (s.finished) throw UsageError("campaign '" + name + "' is finished; there is no battle to record");
    const CampaignSession session(s.definition);
    campaign::Runner r(session.def, session.content.content, s, campaign::hook_runner(session.def));
    const auto due = r.advance();
    if (due == campaign::RunStatus::Finished)
        throw UsageError("campaign '" + name + "' has reached its end; there is no battle to record");
    if (due != campaign::RunStatus::Battle)
        throw UsageError("no battle is due in campaign '" + name + "': first \"" + r.decision().prompt +
                         "\" (answer it with `" + go_on(g.db, {"campaign", "play", name, "--until-battle"}) +
                         "`)");
    auto log = r.take_log();
    r.battle_finished({result, gravehold, nemesis_life, turns, today(), {}, {}});
    const auto next = r.advance();
    auto more = r.take_log();
    log.insert(log.end(), more.begin(), more.end());
    saves::save_campaign(db, s, log);
    for (const auto& e : log) out << "* " << e.text << "\n";
    if (next == campaign::RunStatus::Decision)
        out << "\nNext: " << r.decision().prompt << " (`"
            << go_on(g.db, {"campaign", "play", name, "--until-battle"}) << "` asks it).\n";
    else if (next == campaign::RunStatus::Battle)
        out << "\nNext: battle " << s.battles.size() << " is due; record it when it is played.\n";
    return 0;
}

} // namespace

void add_campaign_command(CLI::App& app, const Globals& g, int& exit_code) {
    CLI::App* cmd = app.add_subcommand("campaign", "Legacy campaigns and Outcasts expeditions");
    cmd->require_subcommand(1);

    auto na = std::make_shared<NewArgs>();
    CLI::App* n = cmd->add_subcommand(
        "new", "Start a campaign: gravehold campaign new legacy|outcasts|expedition --players N --name NAME");
    n->add_option("definition", na->definition,
                  "The campaign: legacy, outcasts, or expedition (a custom expedition)")
        ->required();
    n->add_option("--battles", na->battles, "expedition: its number of battles, 3, 4 or 8");
    n->add_option("--players", na->players, "Number of players, fixed for the whole campaign")
        ->required()
        ->check(CLI::Range(1, 4));
    n->add_option("--name", na->name, "The campaign's name, unique in the database")->required();
    n->add_option("--mages", na->mages, "Mage names (Legacy) or player names (Outcasts), comma-separated");
    n->add_option("--mats", na->mats, "Legacy: mat sides per seat, e.g. green_front,blue_back");
    n->add_option("--solo-cards", na->solo_cards, "Legacy true solo: 3 or 4 turn order cards")
        ->check(CLI::Range(3, 4));
    n->add_option("--solo-life", na->solo_life,
                  "Legacy true solo, easier (German printing): the mage starts with 12 or 14 life")
        ->check(CLI::IsMember({12, 14}));
    n->add_option("--seed", na->seed, "Seed of every random choice of the campaign")
        ->check(CLI::NonNegativeNumber);
    n->callback([na, &g, &exit_code] { exit_code = cmd_new(*na, g, std::cout); });

    auto as_json = std::make_shared<bool>(false);
    CLI::App* l = cmd->add_subcommand("list", "List the campaigns in the database");
    l->add_flag("--json", *as_json, "As JSON");
    l->callback([as_json, &g, &exit_code] { exit_code = cmd_list(g, *as_json, std::cout); });

    auto name = std::make_shared<std::string>();
    auto show_json = std::make_shared<bool>(false);
    CLI::App* sh = cmd->add_subcommand("show", "Show a campaign's state");
    sh->add_option("name", *name, "The campaign")->required();
    sh->add_flag("--json", *show_json, "The whole state as JSON (what export carries)");
    sh->callback(
        [name, show_json, &g, &exit_code] { exit_code = cmd_show(g, *name, *show_json, std::cout); });

    auto po = std::make_shared<CampaignPlayOptions>();
    CLI::App* p =
        cmd->add_subcommand("play", "Play a campaign from where it stands (saved after every answer)");
    p->add_option("name", po->name, "The campaign")->required();
    p->add_option("--bots", po->bots, "Seats bots play: all, none, or seat numbers like 1,3")
        ->default_val("none");
    p->add_option("--bot", po->bot, "Which bot: heuristic or random")
        ->check(CLI::IsMember({"heuristic", "random"}));
    p->add_option("--max-battles", po->max_battles, "Stop before the battle after this many (0: no limit)");
    p->add_flag("--quiet", po->quiet, "Print the campaign log but not every battle event");
    p->add_flag("--until-battle", po->until_battle,
                "Answer what is due, then stop before the next battle (a battle played at the table)");
    p->callback([po, &g, &exit_code] {
        po->db = g.db_path();
        po->db_flag = g.db;
        po->color = isatty(1) != 0;
        exit_code = play_campaign(*po, std::cin, std::cout);
    });

    auto lname = std::make_shared<std::string>();
    auto format = std::make_shared<std::string>("text");
    auto battle = std::make_shared<std::int64_t>(0);
    CLI::App* lg = cmd->add_subcommand("log", "Show a campaign's log, or one battle's full event log");
    lg->add_option("name", *lname, "The campaign")->required();
    lg->add_option("--format", *format, "text, md or json")->check(CLI::IsMember({"text", "md", "json"}));
    lg->add_option("--battle", *battle, "Show battle N's events instead");
    lg->callback([lname, format, battle, &g, &exit_code] {
        exit_code = cmd_log(g, *lname, *format, *battle, std::cout);
    });

    auto ename = std::make_shared<std::string>();
    auto efile = std::make_shared<std::string>();
    CLI::App* ex =
        cmd->add_subcommand("export", "Write a campaign with its log and battles to one JSON file");
    ex->add_option("name", *ename, "The campaign")->required();
    ex->add_option("file", *efile, "The file to write")->required();
    ex->callback([ename, efile, &g, &exit_code] {
        saves::Database db(g.db_path());
        const std::string text = saves::export_campaign(db, *ename);
        std::ofstream f(*efile, std::ios::binary);
        if (!f) throw UsageError("cannot write '" + *efile + "'");
        f << text;
        if (!f.flush()) throw UsageError("cannot write '" + *efile + "'");
        std::cout << "Exported '" << *ename << "' to " << *efile << ".\n";
        exit_code = 0;
    });

    auto ifile = std::make_shared<std::string>();
    auto iname = std::make_shared<std::string>();
    CLI::App* im = cmd->add_subcommand(
        "import", "Add a campaign from an exported file (checked before anything is written)");
    im->add_option("file", *ifile, "The exported file")->required();
    im->add_option("--name", *iname, "Import under this name instead");
    im->callback([ifile, iname, &g, &exit_code] {
        std::ifstream f(*ifile, std::ios::binary);
        if (!f) throw UsageError("cannot read '" + *ifile + "'");
        std::stringstream ss;
        ss << f.rdbuf();
        saves::Database db(g.db_path());
        // What the file means is checked against its definition and the content before anything is written.
        const auto made = saves::import_campaign(
            db, ss.str(), *ifile, iname->empty() ? std::nullopt : std::optional<std::string>(*iname),
            [](const campaign::CampaignState& s) {
                std::optional<CampaignSession> session;
                try {
                    session.emplace(s.definition);
                } catch (const UsageError& e) {
                    throw UsageError(std::string("state.definition: ") + e.what());
                }
                campaign::check_reachable(s, session->def, session->content.content);
            });
        std::cout << "Imported campaign '" << made << "'.\n";
        exit_code = 0;
    });

    // Companion mode: every change is also a command.
    auto cname = std::make_shared<std::string>();
    auto change = std::make_shared<campaign::Change>();
    std::string kinds;
    for (const auto& k : campaign::change_kinds()) kinds += (kinds.empty() ? "" : ", ") + k;
    CLI::App* ap = cmd->add_subcommand("apply", "Record a change made at the table (" + kinds + ")");
    ap->add_option("name", *cname, "The campaign")->required();
    ap->add_option("kind", change->kind, "The change")
        ->required()
        ->check(CLI::IsMember(campaign::change_kinds()));
    ap->add_option("--id", change->id, "What it changes: a card, pack, sticker, flag, seat or mage name");
    ap->add_option("--value", change->value,
                   "A value (flag value, evolved card, slot=sticker, note text, ...)");
    ap->add_option("--level", change->level, "A treasure's level")->check(CLI::Range(1, 3));
    ap->callback([cname, change, &g, &exit_code] { exit_code = cmd_apply(g, *cname, *change, std::cout); });

    // Friendly forms of the most common table changes.
    auto bname = std::make_shared<std::string>();
    auto bcard = std::make_shared<std::string>();
    auto bfrom = std::make_shared<std::string>();
    CLI::App* ban = cmd->add_subcommand(
        "banish", "Banish a card, by its printed name or id, from wherever the campaign holds it");
    ban->add_option("name", *bname, "The campaign")->required();
    ban->add_option("card", *bcard, "The card's printed name (any language) or id")->required();
    ban->add_option("--from", *bfrom,
                    "supply, nemesis or other (a card of the box); default: where the campaign holds it")
        ->check(CLI::IsMember({"supply", "nemesis", "other"}));
    ban->callback([bname, bcard, bfrom, &g, &exit_code] {
        exit_code = cmd_apply(
            g, *bname, [&](const auto& s, const auto& c) { return banish_change(s, c, *bcard, *bfrom); },
            std::cout);
    });

    auto oname = std::make_shared<std::string>();
    auto othing = std::make_shared<std::string>();
    CLI::App* op =
        cmd->add_subcommand("open", "Record that a pack, envelope, box or sticker section was opened");
    op->add_option("name", *oname, "The campaign")->required();
    op->add_option("thing", *othing, "What was opened, e.g. envelope.2a")->required();
    op->callback([oname, othing, &g, &exit_code] {
        exit_code = cmd_apply(g, *oname, {"open", *othing, ""}, std::cout);
    });

    auto sname = std::make_shared<std::string>();
    auto sticker = std::make_shared<std::string>();
    auto smage = std::make_shared<std::string>();
    auto sslot = std::make_shared<std::string>();
    auto scard = std::make_shared<std::string>();
    CLI::App* st = cmd->add_subcommand(
        "sticker",
        "Place a sticker: a rule sticker, a mat sticker (--mage --slot) or an evolve sticker (--card)");
    st->add_option("name", *sname, "The campaign")->required();
    st->add_option("sticker", *sticker, "The sticker's id (for evolve stickers: 'evolve')")->required();
    st->add_option("--mage", *smage, "Mat sticker: the mage's name or seat");
    st->add_option("--slot", *sslot, "Mat sticker: the slot");
    st->add_option("--card", *scard, "Evolve sticker: the basic nemesis card's printed name or id");
    st->callback([sname, sticker, smage, sslot, scard, &g, &exit_code] {
        exit_code = cmd_apply(
            g, *sname,
            [&](const campaign::CampaignState& s, const Content& c) -> campaign::Change {
                if (!scard->empty())
                    return {"evolve_sticker",
                            campaign::resolve_name(c, *scard, s.basic_nemesis_cards,
                                                   "basic nemesis card of this campaign"),
                            ""};
                if (!smage->empty()) {
                    if (sslot->empty()) throw UsageError("a mat sticker needs --slot");
                    return {"place_sticker", std::to_string(seat_of(s, *smage)), *sslot + "=" + *sticker};
                }
                return {"rule_sticker", *sticker, ""};
            },
            std::cout);
    });

    auto tname = std::make_shared<std::string>();
    auto tcard = std::make_shared<std::string>();
    auto tlevel = std::make_shared<int>(0);
    CLI::App* tr = cmd->add_subcommand("treasure", "Add a treasure to the barracks");
    tr->add_option("name", *tname, "The campaign")->required();
    tr->add_option("card", *tcard, "The treasure's printed name (any language) or id")->required();
    tr->add_option("--level", *tlevel, "Its level, 1-3 (checked against the card)")->check(CLI::Range(1, 3));
    tr->callback([tname, tcard, tlevel, &g, &exit_code] {
        exit_code = cmd_apply(
            g, *tname,
            [&](const campaign::CampaignState&, const Content& c) -> campaign::Change {
                std::vector<std::string> treasures;
                for (const auto& [id, d] : c.player_cards)
                    if (d.level > 0) treasures.push_back(id);
                return {"add_treasure", campaign::resolve_name(c, *tcard, treasures, "treasure"), "",
                        *tlevel};
            },
            std::cout);
    });

    auto rname = std::make_shared<std::string>();
    auto rresult = std::make_shared<std::string>();
    auto rgh = std::make_shared<int>(0);
    auto rturns = std::make_shared<int>(0);
    auto rnemesis = std::make_shared<int>(0);
    CLI::App* rec = cmd->add_subcommand("record", "Record a battle played with the physical box");
    rec->add_option("name", *rname, "The campaign")->required();
    rec->add_option("--result", *rresult, "won or lost")->required()->check(CLI::IsMember({"won", "lost"}));
    rec->add_option("--gravehold", *rgh, "Gravehold's (or the ally's) life at the end")
        ->check(CLI::Range(0, 99));
    rec->add_option("--turns", *rturns, "How many turns it took")->check(CLI::Range(0, 9999));
    rec->add_option("--nemesis-life", *rnemesis, "The nemesis's life at the end (a lost battle)")
        ->check(CLI::Range(0, 999));
    rec->callback([rname, rresult, rgh, rturns, rnemesis, &g, &exit_code] {
        exit_code = cmd_record(g, *rname, *rresult, *rgh, *rturns, *rnemesis, std::cout);
    });
}

} // namespace ae::cli
