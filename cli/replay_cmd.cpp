// `gravehold replay ID`: run a recorded battle again from its seed and answers, and say whether the final
// state hash matches the recording (a mismatch is a determinism bug, or different content).
#include "cli/commands.hpp"
#include "cli/session.hpp"

#include "content/content_hash.hpp"
#include "engine/errors.hpp"
#include "saves/battle_record.hpp"
#include "scripting/lua_release.hpp"

#include <iostream>

namespace ae::cli {

int replay(const std::string& db_path, std::int64_t id, std::ostream& out) {
    saves::Database db(db_path);
    const auto stored = saves::load_battle(db, id);
    const auto loaded = load_content();
    if (content::content_hash(loaded.content) != stored.header.content_hash)
        throw SaveError("battle " + std::to_string(id) + " was played with other content (hash " +
                        stored.header.content_hash + ", now " + content::content_hash(loaded.content) + ")");
    if (lua::release_number() != stored.header.lua_release)
        throw SaveError("battle " + std::to_string(id) + " was played with Lua release " +
                        std::to_string(stored.header.lua_release));
    Battle battle(loaded.content, stored.header.setup, stored.header.seed);
    Engine& e = battle.engine();
    e.advance();
    std::size_t given = 0;
    for (const auto& a : stored.inputs) {
        if (a.automatic) continue; // the engine makes these again itself
        if (e.over())
            throw SaveError("battle " + std::to_string(id) + ": the replay ended before its answers did");
        if (auto r = e.submit(a); !r.accepted)
            throw SaveError("battle " + std::to_string(id) + ": recorded answer " + std::to_string(a.seq) +
                            " is refused on replay: " + r.reason);
        ++given;
    }
    const std::string hash = saves::hex(e.state_hash());
    const bool match = hash == stored.state_hash && e.inputs().size() == stored.inputs.size();
    out << "battle " << id << ": replayed " << given << " answers; " << saves::result_text(e.state())
        << "; state hash " << hash << "; recorded " << stored.state_hash << ": "
        << (match ? "matches" : "DIFFERS") << "\n";
    return match ? 0 : 1;
}

void add_replay_command(CLI::App& app, const Globals& g, int& exit_code) {
    auto id = std::make_shared<std::int64_t>(0);
    CLI::App* cmd = app.add_subcommand("replay", "Re-run a recorded battle and compare its final state hash");
    cmd->add_option("battle", *id, "The battle's id (see the end of `gravehold battle`)")->required();
    cmd->callback([id, &g, &exit_code] { exit_code = replay(g.db_path(), *id, std::cout); });
}

} // namespace ae::cli
