// The subcommands of `gravehold`, each registered on the CLI11 app by its own file.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>

namespace ae::cli {

struct Globals {
    std::string db; // --db FILE; "" = the default data file
    std::string db_path() const;
};

// Each adds its subcommand; the callback it sets runs the command and stores the exit code.
void add_battle_command(CLI::App& app, const Globals& g, int& exit_code);
void add_replay_command(CLI::App& app, const Globals& g, int& exit_code);
void add_content_command(CLI::App& app, int& exit_code);
void add_sim_command(CLI::App& app, int& exit_code);
void add_scenario_command(CLI::App& app, int& exit_code);
void add_campaign_command(CLI::App& app, const Globals& g, int& exit_code);
// The companion subcommands of `campaign` (record, sticker, banish, note, undo, next, ...).
void add_campaign_companion_commands(CLI::App* campaign, const Globals& g, int& exit_code);
void add_unlocks_command(CLI::App& app, const Globals& g, int& exit_code);
void add_serve_command(CLI::App& app, const Globals& g, int& exit_code);
// The work of `replay`, for tests: exit code 0 when the replay matches the recording, 1 when it differs.
int replay(const std::string& db_path, std::int64_t id, std::ostream& out);
int replay_file(const std::string& path, std::ostream& out);
int export_battle(const std::string& db_path, std::int64_t id, const std::string& path, std::ostream& out);
// With no subcommand: a battle at the terminal, or a bot demo when there is no terminal.
int run_default(const Globals& g);

} // namespace ae::cli
