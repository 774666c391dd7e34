// The schema as an ordered list of migrations: migration N takes a database from version N-1 to N.
// Never edit a released migration; add a new one.
#pragma once

#include <vector>

namespace ae::saves {
const std::vector<const char*>& migrations();
} // namespace ae::saves
