// Fuzz target: `replay --file` of a stranger's battle file. A file that reads is replayed against the
// shipped content whatever its content hash says, so its setup and answers reach the engine.
#include "saves/battle_file.hpp"
#include "core/errors.hpp"
#include "fuzz/targets.hpp"
#include "play/replay_log.hpp"
#include "play/session.hpp"

namespace ae::fuzz {

void battle_file(const std::uint8_t* data, std::size_t size) {
    static const content::LoadResult shipped = play::load_content();
    try {
        const saves::StoredBattle b =
            saves::parse_battle_file(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
        (void)play::replay_log(shipped.content, b.header, b.inputs, b.inputs.size(), "fuzz.json");
    } catch (const Error& e) { refused(e); }
}

} // namespace ae::fuzz
