// `gravehold campaign ...`: create, list, show, play, log, export and import campaigns, and the companion
// commands that record what a group playing with the physical box did (each is a Change, logged like any).
#include "campaigns/changes.hpp"
#include "campaigns/expedition_gen.hpp"
#include "campaigns/hooks.hpp"
#include "campaigns/log_text.hpp"
#include "campaigns/mat_stickers.hpp"
#include "campaigns/names.hpp"
#include "campaigns/next_step.hpp"
#include "campaigns/runner.hpp"
#include "campaigns/state_json.hpp"
#include "campaigns/unlocks.hpp"
#include "cli/campaign_battle.hpp"
#include "cli/campaign_next.hpp"
#include "cli/campaign_play.hpp"
#include "cli/campaign_strings.hpp"
#include "cli/comma_list.hpp"
#include "cli/commands.hpp"
#include "cli/shell_hint.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "play/campaign_desk.hpp"
#include "play/campaign_session.hpp"
#include "play/session.hpp"
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
    bool companion = false;
};

int cmd_new(const NewArgs& a, const Globals& g, std::ostream& out) {
    const bool expedition = a.definition == "expedition";
    if (!expedition && a.battles != -1)
        throw InvalidRequest("--battles is only for `campaign new expedition`, not '" + a.definition + "'");
    if (expedition && a.battles == -1)
        throw InvalidRequest("`campaign new expedition` needs --battles 3, 4 or 8");
    if (expedition && a.battles != 3 && a.battles != 4 && a.battles != 8)
        throw InvalidRequest("--battles takes 3, 4 or 8, not " + std::to_string(a.battles));
    campaign::NewCampaign n;
    n.name = a.name;
    n.players = a.players;
    n.mage_names = comma_list(a.mages);
    n.mats = comma_list(a.mats);
    n.solo_cards = a.solo_cards;
    n.solo_life = a.solo_life;
    // The campaign remembers the language it was started in: later commands show it unless asked otherwise.
    n.language = play::display_language().empty() ? "en" : play::display_language();
    n.seed = a.seed >= 0
                 ? static_cast<std::uint64_t>(a.seed)
                 : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count() &
                                              0x7fffffffffffLL);
    // A custom expedition's definition is generated from the campaign's own seed; its id carries both
    // parameters, so loading the saved campaign generates the same definition again.
    saves::Database db(g.db_path());
    const play::Written w = play::new_campaign(
        db, expedition ? campaign::expedition_id({a.battles, n.seed}) : a.definition, n, a.companion);
    const auto& c = w.session->content.content;
    const lang::Language& L = lang::Language::or_english(c.language);
    for (const auto& e : w.log) out << "* " << campaign::log_text(e, c, &w.session->def, L) << "\n";
    out << L.tr("Campaign '{name}' created (seed {seed}).",
                {{"name", a.name}, {"seed", std::to_string(n.seed)}})
        << "\n";
    if (a.companion)
        out << L.tr("It follows your box: `{next}` says what the book has you do, `{play}` asks the "
                    "decisions, "
                    "and `campaign record` writes each battle you play at the table.",
                    {{"next", go_on(g.db, {"campaign", "next", a.name})},
                     {"play", go_on(g.db, {"campaign", "play", a.name, "--until-battle"})}})
            << "\n";
    else
        out << L.tr("Play it with `{command}`.", {{"command", go_on(g.db, {"campaign", "play", a.name})}})
            << "\n";
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
    const lang::Language& L = lang::Language::or_english(play::display_language());
    if (list.empty())
        out << L.tr("No campaigns yet. Start one with `{command}`.",
                    {{"command", "gravehold campaign new legacy --players 2 --name NAME"}})
            << "\n";
    for (const auto& c : list)
        out << c.name << "  " << campaign::to_string(c.kind) << ", "
            << L.trn("{n} player", "{n} players", c.players) << ", "
            << L.trn("{n} battle", "{n} battles", c.battles) << ", "
            << (c.finished ? L.tr("finished") : L.tr("at step {step}", {{"step", c.position}})) << "  ("
            << L.tr("updated {date}", {{"date", c.updated_at}}) << ")\n";
    return 0;
}

// "; Ana: Kasia, Bo: Tomek" when the record says who played which mage.
std::string played_by(const campaign::CampaignState& s, const campaign::BattleAttempt& b) {
    std::string out;
    for (std::size_t i = 0; i < b.played_by.size() && i < s.mages.size(); ++i)
        if (!b.played_by[i].empty())
            out += (out.empty() ? "; " : ", ") + s.mages[i].name + ": " + b.played_by[i];
    return out;
}

// A battle's line of the score table.
std::string score_line(const campaign::BattleAttempt& b, const Content& c, const lang::Language& L) {
    std::string out = (b.date.empty() ? "" : b.date + "  ") +
                      (b.label.empty() ? "" : c.shown_text(b.label, L.code()) + ": ") +
                      c.shown_name(b.nemesis, L.code());
    if (b.attempt > 1) out += " " + L.tr("(attempt {n})", {{"n", std::to_string(b.attempt)}});
    const std::string result = b.result == "won"    ? L.trc("battle result", "won")
                               : b.result == "lost" ? L.trc("battle result", "lost")
                                                    : L.trc("battle result", "playing");
    out += ": " + result;
    if (b.result != "playing")
        out +=
            ", " + L.trn("{n} turn", "{n} turns", b.turns) + ", " +
            L.tr("{life} life left to Gravehold or the ally", {{"life", std::to_string(b.gravehold_life)}});
    return out;
}

int cmd_show(const Globals& g, const std::string& name, bool as_json, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    if (as_json) {
        out << json::parse(campaign::to_json(s, true)).dump(2) << "\n";
        return 0;
    }
    // Names, not ids, for people (issue #15 §3); `--json` keeps the ids. In the campaign's language.
    const play::CampaignSession session(s.definition, s.language);
    const auto& c = session.content.content;
    const lang::Language& L = lang::Language::or_english(c.language);
    const auto name_of = [&](const std::string& id) { return c.shown_name(id, L.code()); };
    const campaign::Step* at = s.finished ? nullptr : session.def.step(s.position);
    out << next_line(play::next_of(session, s, &L), L) << " ("
        << L.tr("`{command}` says how", {{"command", go_on(g.db, {"campaign", "next", s.name})}}) << ")\n\n";
    const std::string title = at && !at->title.empty() ? c.shown_text(at->title, L.code()) : "";
    out << s.name << " — " << c.shown_text(session.def.name, L.code()) << ", "
        << L.trn("{n} player", "{n} players", s.players)
        << (s.companion ? ", " + L.tr("played with the physical box") : "") << ", "
        << (s.finished      ? L.tr("finished")
            : title.empty() ? L.tr("at step {step}", {{"step", s.position}})
                            : L.tr("at {title} (step {step})", {{"title", title}, {"step", s.position}}))
        << "\n";
    out << "\n" << L.tr("Mages:") << "\n";
    for (const auto& m : s.mages) {
        out << "  " << m.seat << ". " << m.name << (m.mage.empty() ? "" : " (" + name_of(m.mage) + ")")
            << "\n";
        for (const auto& [slot, sticker] : m.stickers)
            out << "       "
                << L.tr("slot {slot}: {sticker}",
                        {{"slot", slot}, {"sticker", campaign::describe_mat_sticker(sticker, L)}})
                << "\n";
        // Starter upgrades and treasures show as a starting hand or deck that is not the mat's.
        if (auto it = c.mages.find(m.mage); it != c.mages.end()) {
            auto cards = [&](const std::string& what, const std::vector<std::string>& v,
                             const std::vector<std::string>& printed) {
                if (v.empty() || v == printed) return;
                out << "       " << what << ":";
                for (std::size_t i = 0; i < v.size(); ++i) out << (i ? ", " : " ") << name_of(v[i]);
                out << "\n";
            };
            cards(L.tr("starting hand"), m.hand, it->second.hand);
            cards(L.tr("starting deck, top first"), m.deck, it->second.deck);
        }
    }
    auto list = [&](const std::string& title, const std::vector<std::string>& v) {
        if (v.empty()) return;
        out << "\n" << title << " (" << v.size() << "):";
        for (const auto& x : v) out << "\n  " << name_of(x);
        out << "\n";
    };
    list(L.tr("Supply"), s.supply);
    list(L.tr("Barracks: mages"), s.barracks_mages);
    list(L.tr("Barracks: player cards"), s.barracks_cards);
    for (const auto& [level, t] : s.treasures)
        list(L.tr("Treasures, level {level}", {{"level", std::to_string(level)}}), t);
    if (!s.opened.empty()) {
        out << "\n" << L.tr("Opened") << " (" << s.opened.size() << "):";
        for (const auto& id : s.opened) out << "\n  " << campaign::component_label(id, L);
        out << "\n";
    }
    if (!s.rule_stickers.empty()) {
        out << "\n" << L.tr("Rule stickers") << " (" << s.rule_stickers.size() << "):";
        for (const auto& id : s.rule_stickers) {
            auto it = session.def.rule_stickers.find(id);
            std::string letters;
            if (it != session.def.rule_stickers.end())
                for (const auto& p : it->second.printed) letters += (letters.empty() ? "" : "/") + p;
            // A sticker the printings give no slot letter is named by its id in English, by its text alone
            // in other languages.
            const std::string text =
                it == session.def.rule_stickers.end() ? "" : c.shown_text(it->second.text, L.code());
            if (!letters.empty())
                out << "\n  " << L.tr("slot {slot}", {{"slot", letters}})
                    << (text.empty() ? "" : ": " + text);
            else if (L.is_english() || text.empty())
                out << "\n  " << id << (text.empty() ? "" : ": " + text);
            else
                out << "\n  " << text;
        }
        out << "\n";
    }
    list(L.tr("Upgraded basic nemesis cards"), s.upgraded_basic_cards);
    if (!s.evolve_stickers.empty()) {
        out << "\n" << L.tr("Evolve stickers:");
        for (const auto& [card, n] : s.evolve_stickers) out << "\n  " << name_of(card) << ": " << n;
        out << "\n";
    }
    if (!s.evolved.empty()) {
        out << "\n" << L.tr("Evolved for the rest of the campaign:");
        for (const auto& [from, into] : s.evolved)
            out << "\n  " << L.tr("{card} became {into}", {{"card", name_of(from)}, {"into", name_of(into)}});
        out << "\n";
    }
    list(L.tr("Banished supply"), s.banished_supply);
    list(L.tr("Banished nemesis cards"), s.banished_nemesis_cards);
    list(L.tr("Banished, other"), s.banished_other);
    if (!s.global_unlocks.empty()) {
        out << "\n" << L.tr("Unlocked for the whole database") << " (" << s.global_unlocks.size() << "):";
        for (const auto& id : s.global_unlocks) out << "\n  " << campaign::describe_unlock(id, c, L);
        out << "\n";
    }
    out << "\n" << L.tr("Score table:") << "\n";
    if (s.battles.empty()) out << "  " << L.tr("(no battles yet)") << "\n";
    for (const auto& b : s.battles)
        out << "  " << b.number << ". " << score_line(b, c, L) << played_by(s, b) << "\n";
    return 0;
}

int cmd_log(const Globals& g, const std::string& name, const std::string& format, std::int64_t battle,
            std::ostream& out) {
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    if (battle > 0) {
        // One battle's full event log, as recorded.
        if (battle > static_cast<std::int64_t>(s.battles.size()))
            throw InvalidRequest("campaign '" + name + "' has " + std::to_string(s.battles.size()) +
                                 " battles");
        const auto& b = s.battles[static_cast<std::size_t>(battle - 1)];
        if (b.game_id == 0)
            throw InvalidRequest("battle " + std::to_string(battle) + " was not played in gravehold");
        SQLite::Statement q(db.db(), "SELECT payload_json FROM game_events WHERE game_id = ? ORDER BY seq");
        q.bind(1, static_cast<std::int64_t>(b.game_id));
        while (q.executeStep()) {
            const auto p = parse_json(q.getColumn(0).getString());
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
        throw InvalidRequest("--format takes text, md or json");
    // Stored language-neutral, shown in the campaign's language or the one asked for.
    const play::CampaignSession session(s.definition, s.language);
    const lang::Language& L = lang::Language::or_english(session.content.content.language);
    const campaign::LogLanguage in{session.content.content, &session.def, L};
    out << campaign::render_log(saves::campaign_log(db, name), f,
                                L.tr("Campaign log: {name}", {{"name", name}}), &in);
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
    n->add_flag("--companion", na->companion,
                "The group plays the battles with the physical box and records them here");
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
        if (!f) throw InvalidRequest("cannot write '" + *efile + "'");
        f << text;
        if (!f.flush()) throw InvalidRequest("cannot write '" + *efile + "'");
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
        if (!f) throw InvalidRequest("cannot read '" + *ifile + "'");
        std::stringstream ss;
        ss << f.rdbuf();
        saves::Database db(g.db_path());
        // What the file means is checked against its definition and the content before anything is written.
        const auto made = play::import_campaign(
            db, ss.str(), *ifile, iname->empty() ? std::nullopt : std::optional<std::string>(*iname));
        std::cout << "Imported campaign '" << made << "'.\n";
        exit_code = 0;
    });

    auto sid = std::make_shared<std::string>();
    CLI::App* st = cmd->add_subcommand(
        "strings",
        "A campaign's texts for translators, as a gettext template (.pot): legacy, outcasts, expedition");
    st->add_option("campaign", *sid, "The campaign definition, or expedition")->required();
    st->callback([sid, &exit_code] { exit_code = campaign_strings(*sid, std::cout); });

    add_campaign_companion_commands(cmd, g, exit_code);
}

} // namespace ae::cli
