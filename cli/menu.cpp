#include "cli/menu.hpp"

#include "campaigns/expedition_gen.hpp"
#include "campaigns/log_text.hpp"
#include "campaigns/runner.hpp"
#include "campaigns/unlocks.hpp"
#include "cli/battle_run.hpp"
#include "cli/campaign_play.hpp"
#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "play/campaign_session.hpp"
#include "play/session.hpp"
#include "saves/campaign_store.hpp"
#include "saves/unlock_store.hpp"

#include <chrono>
#include <iostream>
#include <sstream>

namespace ae::cli {
namespace {

std::optional<std::string> prompt(std::istream& in, std::ostream& out, const std::string& question) {
    out << question << std::flush;
    std::string line;
    if (!std::getline(in, line)) return std::nullopt;
    return line;
}

// Asks until the answer is a whole number in [lo, hi]; nullopt when the input ends or on `q`.
std::optional<int> ask_number(std::istream& in, std::ostream& out, const std::string& question, int lo,
                              int hi, const lang::Language& L) {
    while (true) {
        auto line = prompt(in, out, question);
        if (!line || *line == "q") return std::nullopt;
        try {
            std::size_t used = 0;
            const int n = std::stoi(*line, &used);
            if (used == line->size() && n >= lo && n <= hi) return n;
        } catch (const std::exception&) {}
        out << L.tr("Please type a number from {lo} to {hi}.",
                    {{"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}})
            << "\n";
    }
}

// The language the menu speaks: the one asked for, else the locale's.
const lang::Language& menu_language() { return lang::Language::or_english(play::display_language()); }

int new_campaign(const std::string& db_path, const std::string& definition, std::istream& in,
                 std::ostream& out, bool color) {
    const lang::Language& L = menu_language();
    const auto seed = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count() &
                                                 0x7fffffffffffLL);
    std::string id = definition;
    if (definition == "expedition") { // a custom expedition is generated from its length and the seed
        std::optional<int> battles;
        while (!battles) {
            battles = ask_number(in, out, L.tr("Battles (3, 4 or 8): "), 3, 8, L);
            if (!battles) return 0;
            if (*battles != 3 && *battles != 4 && *battles != 8) {
                out << L.tr("Please type 3, 4 or 8.") << "\n";
                battles.reset();
            }
        }
        id = campaign::expedition_id({*battles, seed});
    }
    const play::CampaignSession session(id);
    std::string name;
    saves::Database db(db_path);
    while (true) {
        auto line = prompt(in, out, L.tr("Name of the campaign: "));
        if (!line) return 0;
        name = *line;
        if (name.empty())
            out << L.tr("A campaign needs a name.") << "\n";
        else if (saves::campaign_exists(db, name))
            out << L.tr("There is already a campaign named '{name}'.", {{"name", name}}) << "\n";
        else
            break;
    }
    auto players = ask_number(in, out,
                              L.tr("Players ({min}-{max}), fixed for the whole campaign: ",
                                   {{"min", std::to_string(session.def.min_players)},
                                    {"max", std::to_string(session.def.max_players)}}),
                              session.def.min_players, session.def.max_players, L);
    if (!players) return 0;
    campaign::NewCampaign n;
    n.name = name;
    n.players = *players;
    for (int seat = 1; seat <= *players; ++seat) {
        const lang::Args seat_no = {{"n", std::to_string(seat)}};
        auto mage = prompt(in, out,
                           session.def.kind == "legacy" ? L.tr("Name of mage {n}: ", seat_no)
                                                        : L.tr("Name of player {n}: ", seat_no));
        if (!mage) return 0;
        n.mage_names.push_back(*mage);
    }
    n.seed = seed;
    n.global_unlocks = saves::unlock_ids(db);
    n.language = L.code(); // the campaign remembers the language it was started in
    std::vector<campaign::LogEntry> log;
    auto state = campaign::create_campaign(session.def, session.content.content, n, log);
    saves::create_campaign(db, state, log);
    for (const auto& e : log)
        out << "* " << campaign::log_text(e, session.content.content, &session.def, L) << "\n";
    CampaignPlayOptions o;
    o.name = name;
    o.db = db_path;
    o.db_flag = db_path == Globals{}.db_path() ? "" : db_path;
    o.color = color;
    return play_campaign(o, in, out);
}

} // namespace

int campaign_menu(const std::string& db_path, std::istream& in, std::ostream& out, bool color) {
    std::vector<saves::CampaignSummary> list;
    bool custom = false; // offered once an expedition has unlocked it (docs/campaigns.md "Global unlocks")
    {
        saves::Database db(db_path);
        list = saves::list_campaigns(db);
        custom = saves::is_unlocked(db, campaign::kCustomExpeditions);
    }
    const lang::Language& L = menu_language();
    out << L.tr("gravehold: Aeon's End campaigns ({file})", {{"file", db_path}}) << "\n\n";
    std::vector<std::string> unfinished;
    for (const auto& c : list)
        if (!c.finished) unfinished.push_back(c.name);
    int i = 0;
    for (const auto& c : list)
        if (!c.finished)
            out << "  " << ++i << ". "
                << L.tr("Continue '{name}' ({kind}, {players}, {battles} so far)",
                        {{"name", c.name},
                         {"kind", c.kind == campaign::Kind::Legacy ? L.tr("Legacy") : L.tr("Outcasts")},
                         {"players", L.trn("{n} player", "{n} players", c.players)},
                         {"battles", L.trn("{n} battle", "{n} battles", c.battles)}})
                << "\n";
    const int legacy = ++i, outcasts = ++i, expedition = custom ? ++i : -1, battle = ++i;
    out << "  " << legacy << ". " << L.tr("Start a new Legacy campaign") << "\n"
        << "  " << outcasts << ". " << L.tr("Start a new Outcasts expedition") << "\n";
    if (custom) out << "  " << expedition << ". " << L.tr("Start a custom expedition") << "\n";
    out << "  " << battle << ". " << L.tr("Play a single battle (one player)") << "\n"
        << "  q. " << L.tr("Quit") << "\n\n"
        << L.tr("Everything is saved after every answer; `gravehold --help` lists every command.") << "\n";
    const auto choice = ask_number(in, out, "> ", 1, battle, L);
    if (!choice) return 0;
    if (*choice <= static_cast<int>(unfinished.size())) {
        CampaignPlayOptions o;
        o.name = unfinished[static_cast<std::size_t>(*choice - 1)];
        o.db = db_path;
        o.db_flag = db_path == Globals{}.db_path() ? "" : db_path;
        o.color = color;
        return play_campaign(o, in, out);
    }
    if (*choice == legacy) return new_campaign(db_path, "legacy", in, out, color);
    if (*choice == outcasts) return new_campaign(db_path, "outcasts", in, out, color);
    if (*choice == expedition) return new_campaign(db_path, "expedition", in, out, color);
    RunOptions o;
    o.db = db_path;
    o.color = color;
    o.battle.players = 1;
    o.battle.seed = static_cast<std::uint64_t>(std::time(nullptr));
    o.bots = {false};
    return run_battle(o, in, out);
}

} // namespace ae::cli
