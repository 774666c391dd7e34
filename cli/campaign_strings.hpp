// `gravehold campaign strings ID`: a campaign's texts as a gettext template (see campaign_strings.cpp).
#pragma once

#include <iosfwd>
#include <string>

namespace ae::cli {

// `id`: a shipped campaign (legacy, outcasts) or "expedition" (the generator's texts).
int campaign_strings(const std::string& id, std::ostream& out);

} // namespace ae::cli
