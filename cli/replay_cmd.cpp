// `gravehold replay ID`: run a recorded battle again from its seed and answers, and say whether the final
// state hash matches the recording (a mismatch is a determinism bug, or different content).
// `replay --export ID FILE` writes the record as a self-contained JSON file; `replay --file FILE` re-runs
// such a file the same way.
#include "cli/commands.hpp"
#include "play/replay_log.hpp"
#include "play/session.hpp"

#include "core/errors.hpp"
#include "saves/battle_file.hpp"
#include "saves/battle_record.hpp"

#include <iostream>

namespace ae::cli {
namespace {

int replay_stored(const saves::StoredBattle& stored, const std::string& what, std::ostream& out) {
    const auto loaded = play::load_content();
    play::check_compatible(loaded.content, stored.header, what);
    const play::Replayed run =
        play::replay_log(loaded.content, stored.header, stored.inputs, stored.inputs.size(), what);
    Engine& e = run.battle->engine();
    const std::string hash = saves::hex(e.state_hash());
    const bool match = hash == stored.state_hash && e.inputs().size() == stored.inputs.size() &&
                       saves::result_text(e.state()) == stored.result;
    out << what << ": replayed " << run.given << " answers; " << saves::result_text(e.state())
        << "; state hash " << hash << "; recorded " << stored.state_hash << ": "
        << (match ? "matches" : "DIFFERS") << "\n";
    return match ? 0 : 1;
}

struct ReplayArgs {
    std::int64_t id = 0;
    std::vector<std::string> export_to; // N FILE
    std::string file;
};

} // namespace

int replay(const std::string& db_path, std::int64_t id, std::ostream& out) {
    saves::Database db(db_path);
    return replay_stored(saves::load_battle(db, id), "battle " + std::to_string(id), out);
}

int replay_file(const std::string& path, std::ostream& out) {
    return replay_stored(saves::read_battle_file(path), path, out);
}

int export_battle(const std::string& db_path, std::int64_t id, const std::string& path, std::ostream& out) {
    saves::Database db(db_path);
    const auto stored = saves::load_battle(db, id);
    saves::write_battle_file(stored, path);
    out << "battle " << id << " (" << stored.result << ", " << stored.inputs.size() << " inputs) written to "
        << path << "; `gravehold replay --file " << path << "` re-runs it\n";
    return 0;
}

void add_replay_command(CLI::App& app, const Globals& g, int& exit_code) {
    auto args = std::make_shared<ReplayArgs>();
    CLI::App* cmd = app.add_subcommand(
        "replay",
        "Re-run a recorded battle (from the database or an exported file) and compare its final state hash");
    auto* id = cmd->add_option("battle", args->id, "The battle's id (see the end of `gravehold battle`)");
    auto* exp =
        cmd->add_option("--export", args->export_to,
                        "Write recorded battle N to FILE as self-contained JSON (re-run it with --file)")
            ->expected(2)
            ->type_name("N FILE");
    auto* file = cmd->add_option("--file", args->file, "Re-run a battle exported with --export");
    id->excludes(exp)->excludes(file);
    exp->excludes(file);
    cmd->callback([args, id, exp, file, &g, &exit_code] {
        if (exp->count() > 0) {
            std::int64_t n = 0;
            std::size_t used = 0;
            try {
                n = std::stoll(args->export_to[0], &used);
            } catch (const std::exception&) { used = 0; }
            if (used == 0 || used != args->export_to[0].size() || n < 1)
                throw InvalidRequest("--export takes a battle id and a file, not '" + args->export_to[0] +
                                     "'");
            exit_code = export_battle(g.db_path(), n, args->export_to[1], std::cout);
        } else if (file->count() > 0) {
            exit_code = replay_file(args->file, std::cout);
        } else if (id->count() > 0) {
            exit_code = replay(g.db_path(), args->id, std::cout);
        } else {
            throw InvalidRequest("replay needs a battle id, --file FILE, or --export N FILE");
        }
    });
}

} // namespace ae::cli
