#include "engine/card_id.hpp"

#include <ostream>

namespace ae {
std::ostream& operator<<(std::ostream& os, CardId id) { return os << id.value(); }
} // namespace ae
