#include "content/diagnostic.hpp"

namespace ae::content {

std::string format(const Diagnostic& d) { return d.pos.str() + ": error: " + d.message; }

} // namespace ae::content
