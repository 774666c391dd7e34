#include "cli/app.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

namespace ae::cli {

int run(int argc, char** argv) {
    CLI::App app{"gravehold: campaign manager and rules engine for Aeon's End", "gravehold"};
    app.set_version_flag("--version", std::string("gravehold ") + GRAVEHOLD_VERSION);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "gravehold: error: " << e.what() << "\nRun 'gravehold --help' for usage.\n";
        return 2;
    }
    return 0;
}

} // namespace ae::cli
