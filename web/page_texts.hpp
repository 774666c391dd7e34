// The texts of the web pages (pages/*.js and *.html), in English as the pages write them: `t('Undo')` in a
// page, N_("Undo") in page_texts.cpp, so xgettext gathers them into the same catalogues as the terminal's
// (docs/translating.md). A test checks that every text a page asks for is in this list.
#pragma once

#include <string>
#include <vector>

namespace ae::web {

const std::vector<const char*>& page_texts();

} // namespace ae::web
