#include "content/packs_dir.hpp"

#include <cstdlib>

namespace ae::content {
std::string default_packs_dir() {
    if (const char* env = std::getenv("GRAVEHOLD_CONTENT"); env && *env) return env;
    return GRAVEHOLD_PACKS_DIR;
}
} // namespace ae::content
