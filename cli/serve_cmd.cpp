// `gravehold serve`: the table in a browser (web/server.hpp).
#include "cli/commands.hpp"
#include "web/server.hpp"

#include <iostream>
#include <memory>

namespace ae::cli {

void add_serve_command(CLI::App& app, const Globals& g, int& exit_code) {
    auto o = std::make_shared<web::ServeOptions>();
    CLI::App* cmd =
        app.add_subcommand("serve", "The table in a browser: every player opens the printed address");
    cmd->add_option("--port", o->port, "The port to listen on (0: any free one)")->capture_default_str();
    cmd->add_option("--host", o->host,
                    "The address to listen on; any other than 127.0.0.1 needs the printed join token")
        ->capture_default_str();
    cmd->add_option("--token", o->token, "The join token (made at random when another host needs one)");
    cmd->callback([o, &g, &exit_code] {
        o->db = g.db_path();
        exit_code = web::serve(*o, std::cout);
    });
}

} // namespace ae::cli
