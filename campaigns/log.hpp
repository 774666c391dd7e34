// The campaign log: typed entries for every change and battle (issue #6 item 5). Entries are appended in the
// same transaction as the state change they describe, so log and state never disagree.
#pragma once

#include "campaigns/definition.hpp"
#include "lang/language.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ae::campaign {

struct LogEntry {
    int seq = 0;              // 1.. per campaign
    std::string kind;         // "campaign_created", "mage_named", "card_banished", "battle_won", ...
    std::string payload_json; // the entry's data, a JSON object (kind-specific fields)
    std::string text;         // one readable English line, written when the entry is made
    bool operator==(const LogEntry&) const = default;
};

// Whether gravehold writes entries of this kind (campaign import refuses any other).
bool is_log_kind(std::string_view kind);

enum class LogFormat { Text, Markdown, Json };

// The language to show a log in: each entry's line made from its data (campaigns/log_text.hpp).
struct LogLanguage {
    const Content& content;     // with the campaign's catalogues read in
    const CampaignDef* def;     // nullptr when not at hand
    const lang::Language& lang; // the reader's
};

// Without a language, each entry's stored English line. JSON keeps the English `text` for tools and adds
// `shown`, the line in the language given.
std::string render_log(const std::vector<LogEntry>& entries, LogFormat f, const std::string& title,
                       const LogLanguage* in = nullptr);

} // namespace ae::campaign
