#include "cli/app.hpp"

#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "lang/choose.hpp"
#include "play/session.hpp"
#include "saves/data_path.hpp"

#include <CLI/CLI.hpp>
#include <SQLiteCpp/Exception.h>
#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace ae::cli {

std::string Globals::db_path() const { return db.empty() ? saves::default_db_path() : db; }

int run(int argc, char** argv) {
    CLI::App app{"gravehold: campaign manager and rules engine for Aeon's End", "gravehold"};
    app.set_version_flag("--version", std::string("gravehold ") + GRAVEHOLD_VERSION);
    Globals g;
    app.add_option("--db", g.db, "The database file (default: $GRAVEHOLD_DB, else the XDG data folder)");
    std::string lang_flag;
    app.add_option("--lang", lang_flag,
                   "The language of everything shown (en, pl, de); else $GRAVEHOLD_LANG, else the locale");
    play::set_display_language(""); // nothing from an earlier in-process run
    // --lang, then $GRAVEHOLD_LANG, then the locale (lang/choose.hpp); one a pack only has names in is
    // taken as asked, for its names.
    app.parse_complete_callback([&lang_flag] {
        std::string asked = lang_flag;
        if (asked.empty())
            if (const char* env = std::getenv("GRAVEHOLD_LANG")) asked = env;
        const auto known = lang::Language::known();
        const bool has_texts =
            std::find(known.begin(), known.end(), lang::Language::code_of(asked)) != known.end();
        // A language from the locale gives way to a campaign's own (CampaignState::language).
        play::set_display_language(asked.empty() || has_texts ? lang::choose(asked).code() : asked,
                                   !asked.empty());
    });
    int exit_code = 0;
    add_battle_command(app, g, exit_code);
    add_replay_command(app, g, exit_code);
    add_content_command(app, exit_code);
    add_sim_command(app, exit_code);
    add_scenario_command(app, exit_code);
    add_campaign_command(app, g, exit_code);
    add_unlocks_command(app, g, exit_code);
    add_serve_command(app, g, exit_code);
    try {
        app.parse(argc, argv);
        if (app.get_subcommands().empty()) exit_code = run_default(g);
    } catch (const CLI::CallForHelp& e) { return app.exit(e); } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) { return app.exit(e); } catch (const CLI::ParseError& e) {
        std::cerr << "gravehold: error: " << e.what() << "\nRun 'gravehold --help' for usage.\n";
        return 2;
    } catch (const NotFound& e) {
        std::cerr << "gravehold: error: " << e.what();
        if (e.what_kind() == "campaign") std::cerr << " ('gravehold campaign list' shows them)";
        std::cerr << "\n";
        return 2;
    } catch (const Locked& e) {
        std::cerr << "gravehold: error: " << e.what()
                  << "; a group that earned it at the table records it with `gravehold unlocks add "
                  << e.unlock() << "`\n";
        return 2;
    } catch (const InvalidRequest& e) {
        // A refusal a player meets reads in their language (Error::shown); the rest in English.
        std::cerr << "gravehold: error: " << e.shown() << "\n";
        return 2;
    } catch (const ContentError& e) {
        std::cerr << e.what() << "\n";
        return 1;
    } catch (const ScriptError& e) {
        std::cerr << "gravehold: script error: " << e.what() << "\n";
        return 1;
    } catch (const SaveError& e) {
        std::cerr << "gravehold: save error: " << e.what() << "\n";
        return 1;
    } catch (const SQLite::Exception& e) {
        // A read that fails past the open's checks: say which file, and how to get back what it holds.
        std::cerr
            << "gravehold: save error: " << (g.db.empty() ? saves::default_db_path() : g.db)
            << " cannot be read (" << e.what()
            << "). Import your last `gravehold campaign export` into a new --db, or let SQLite save what "
               "it can: `sqlite3 FILE .recover | sqlite3 recovered.db`\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "gravehold: error: " << e.what() << "\n";
        return 1;
    }
    return exit_code;
}

} // namespace ae::cli
