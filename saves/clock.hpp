// Timestamps written into the database: UTC, ISO 8601, to the second.
#pragma once

#include <string>

namespace ae::saves {
std::string now_utc(); // "2026-11-22T06:58:17Z"
} // namespace ae::saves
