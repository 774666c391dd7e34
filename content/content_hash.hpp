// A hash of the effective content (every definition field and script byte), recorded with each battle so
// a replay can refuse to run against different cards.
#pragma once

#include "engine/definitions.hpp"

#include <string>

namespace ae::content {
std::string content_hash(const Content& c); // 16 hex digits
} // namespace ae::content
