// What `campaign undo` takes back, worded in any language (issue #22). The undo list keeps it as a JSON
// object: its English `text` (what tools and older readers show) and the data to say it again in another
// language: the log entry a change wrote, the battle a record finished, or the decision an answer chose.
// A plain text (written before this) reads as it is.
#pragma once

#include "campaigns/definition.hpp"
#include "campaigns/log.hpp"
#include "campaigns/runner.hpp"
#include "lang/language.hpp"

#include <string>
#include <vector>

namespace ae::campaign {

std::string change_undo(const LogEntry& e);
std::string record_undo(int battle, const std::string& label, const std::string& result);
std::string answer_undo(const Decision& d, const std::vector<std::string>& ids, const Content& c);

// The English of a kept undo (its `text`, or the plain text as it is).
std::string undo_english(const std::string& kept);
// The same in `L`, from its data (the English when there is none).
std::string undo_text(const std::string& kept, const Content& c, const CampaignDef* def,
                      const lang::Language& L);

} // namespace ae::campaign
