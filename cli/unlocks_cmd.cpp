// `gravehold unlocks`: the database's global unlocks (campaigns/unlocks.hpp). Campaigns record what they earn
// by themselves; `add` is the companion command for a group that earned an unlock with the physical box (it
// finished the first expedition at the table and wants custom expeditions here), `remove` takes back a
// mistaken `add`.
#include "campaigns/unlocks.hpp"
#include "cli/commands.hpp"
#include "play/session.hpp"
#include "saves/unlock_store.hpp"

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace ae::cli {

namespace {

int cmd_list(const Globals& g, bool as_json, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto rows = saves::list_unlocks(db);
    if (as_json) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& u : rows)
            arr.push_back({{"id", u.id}, {"unlocked_at", u.unlocked_at}, {"source", u.source}});
        out << arr.dump(2) << "\n";
        return 0;
    }
    if (rows.empty()) {
        out << "Nothing is unlocked yet. Finishing an Outcasts expedition unlocks custom expeditions.\n";
        return 0;
    }
    const auto loaded = play::load_content();
    for (const auto& u : rows) {
        std::string what;
        try {
            what = campaign::describe_unlock(u.id, loaded.content);
            if (u.id == campaign::kCustomExpeditions) what += " (gravehold campaign new expedition)";
        } catch (const InvalidRequest&) { what = "(not in the installed content)"; }
        const std::string by = u.source.starts_with("campaign:") ? "campaign '" + u.source.substr(9) + "'"
                                                                 : "recorded at the table";
        out << u.id << "  " << what << "  (" << by << ", " << u.unlocked_at << ")\n";
    }
    return 0;
}

int cmd_add(const Globals& g, const std::string& id, std::ostream& out) {
    const auto loaded = play::load_content();
    const std::string what = campaign::describe_unlock(id, loaded.content); // refuses unknown ids
    saves::Database db(g.db_path());
    if (saves::add_unlock(db, id, "table"))
        out << "Unlocked " << what << ".\n";
    else
        out << "'" << id << "' was already unlocked; nothing changed.\n";
    return 0;
}

} // namespace

void add_unlocks_command(CLI::App& app, const Globals& g, int& exit_code) {
    CLI::App* cmd = app.add_subcommand(
        "unlocks",
        "What finished campaigns unlocked for every campaign in the database (custom expeditions)");
    auto as_json = std::make_shared<bool>(false);
    cmd->add_flag("--json", *as_json, "As JSON");
    auto id = std::make_shared<std::string>();
    CLI::App* add = cmd->add_subcommand("add", "Record an unlock your group earned at the table");
    add->add_option("id", *id, "expeditions.custom, or upgraded_basic:<nemesis card id>")->required();
    add->callback([id, &g, &exit_code] { exit_code = cmd_add(g, *id, std::cout); });
    auto rid = std::make_shared<std::string>();
    CLI::App* rm = cmd->add_subcommand("remove", "Take back an unlock recorded with `unlocks add`");
    rm->add_option("id", *rid, "The unlock")->required();
    rm->callback([rid, &g, &exit_code] {
        saves::Database db(g.db_path());
        saves::remove_unlock(db, *rid);
        std::cout << "Removed '" << *rid << "'.\n";
        exit_code = 0;
    });
    cmd->callback([cmd, as_json, &g, &exit_code] {
        if (cmd->get_subcommands().empty()) exit_code = cmd_list(g, *as_json, std::cout);
    });
}

} // namespace ae::cli
