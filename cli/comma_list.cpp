#include "cli/comma_list.hpp"

#include <sstream>

namespace ae::cli {

std::vector<std::string> comma_list(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string part;
    while (std::getline(in, part, ',')) out.push_back(part);
    return out;
}

} // namespace ae::cli
