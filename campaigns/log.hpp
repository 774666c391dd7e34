// The campaign log: typed entries for every change and battle (issue #6 item 5). Entries are appended in the
// same transaction as the state change they describe, so log and state never disagree.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ae::campaign {

struct LogEntry {
    int seq = 0;              // 1.. per campaign
    std::string kind;         // "campaign_created", "mage_named", "card_banished", "battle_won", ...
    std::string payload_json; // the entry's data, a JSON object (kind-specific fields)
    std::string text;         // one readable English line, written when the entry is made
    bool operator==(const LogEntry&) const = default;
};

enum class LogFormat { Text, Markdown, Json };
std::string render_log(const std::vector<LogEntry>& entries, LogFormat f, const std::string& title);

} // namespace ae::campaign
