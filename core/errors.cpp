#include "core/errors.hpp"

namespace ae {

std::string SourcePos::str() const {
    std::string s = file.empty() ? std::string("<input>") : file;
    if (line > 0) {
        s += ":" + std::to_string(line);
        if (col > 0) s += ":" + std::to_string(col);
    }
    return s;
}

ContentError::ContentError(SourcePos pos, const std::string& msg)
    : Error(pos.str() + ": error: " + msg), pos_(std::move(pos)), msg_(msg) {}

} // namespace ae
