// Fuzz target: `campaign import` of a stranger's export, into a fresh database each time: every check,
// the replay of the battles it carries, and the write.
#include "core/errors.hpp"
#include "fuzz/targets.hpp"
#include "play/campaign_desk.hpp"
#include "saves/database.hpp"

namespace ae::fuzz {

void campaign_import(const std::uint8_t* data, std::size_t size) {
    const auto path = scratch() / "import.db";
    std::filesystem::remove(path);
    try {
        saves::Database db(path.string());
        (void)play::import_campaign(db, std::string(reinterpret_cast<const char*>(data), size), "fuzz.json",
                                    std::nullopt);
    } catch (const Error& e) { refused(e); }
}

} // namespace ae::fuzz
