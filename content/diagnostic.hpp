// A problem found in content, with the place it was found. The loader collects every one of them instead of
// stopping at the first, so an author can fix a whole pack in one pass.
#pragma once

#include "core/errors.hpp"

#include <string>

namespace ae::content {

struct Diagnostic {
    ae::SourcePos pos;
    std::string message;
};

// "FILE:LINE:COL: error: message": the form compilers print, so editors can jump to the place.
std::string format(const Diagnostic& d);

} // namespace ae::content
