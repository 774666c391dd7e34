// Where the shipped content packs are found: $GRAVEHOLD_CONTENT, else the source tree's content/packs.
#pragma once

#include <string>

namespace ae::content {
std::string default_packs_dir();
} // namespace ae::content
