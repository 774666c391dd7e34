// Text a person will read, checked where it enters (packs, scripts, saved files): strict UTF-8 (no
// overlong forms, no surrogates, nothing past U+10FFFF, as JSON writers require) and no control characters
// but tabs and line breaks. Checking once at the door means nothing later (a JSON save, the terminal) meets
// a byte it cannot handle.
#pragma once

#include <string>
#include <string_view>

namespace ae {

// Why `s` is not such text ("is not valid UTF-8 (byte 3)", "holds a control character (byte 27)"), or ""
// when it is.
std::string bad_text(std::string_view s);

} // namespace ae
