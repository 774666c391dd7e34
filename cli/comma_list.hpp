// "Ana,Bo,Cy" as the command line takes lists: split at every comma, empty parts kept (so a missing name
// is reported where it is, not skipped).
#pragma once

#include <string>
#include <vector>

namespace ae::cli {

std::vector<std::string> comma_list(const std::string& s);

} // namespace ae::cli
