// `gravehold serve`: the web front-end. Serves the pages (pages/) and the JSON API (docs/web-api.md) on
// one port. Safe by default: it listens on 127.0.0.1; on any other host every request must carry the join
// token it prints.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace ae::web {

struct ServeOptions {
    std::string host = "127.0.0.1";
    int port = 8080;   // 0: any free port (the address printed says which)
    std::string db;    // the database file
    std::string pages; // "" = the pages folder of this build ($GRAVEHOLD_PAGES overrides)
    std::string token; // "" on 127.0.0.1; otherwise made at random when not given
};

// Blocks until the server is stopped (a signal). Prints the address to open on `out`.
int serve(ServeOptions options, std::ostream& out);

} // namespace ae::web
