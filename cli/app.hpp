// The `gravehold` command: parses the command line and dispatches to subcommands.
#pragma once

namespace ae::cli {
int run(int argc, char** argv);
}
