// The campaign log as text for a terminal, Markdown for sharing, or JSON for tools.
#include "campaigns/log.hpp"
#include "campaigns/log_text.hpp"

#include "core/errors.hpp"
#include "core/json_read.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace ae::campaign {
using nlohmann::json;

namespace {

std::string numbered(int seq) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%4d", seq);
    return buf;
}

// A table cell holds one line and no column separator.
std::string cell(const std::string& s) {
    std::string out;
    for (const char ch : s) {
        if (ch == '|')
            out += "\\|";
        else if (ch == '\n' || ch == '\r')
            out += ' ';
        else
            out += ch;
    }
    return out;
}

json payload(const LogEntry& e) {
    if (e.payload_json.empty()) return json::object();
    try {
        return parse_json(e.payload_json);
    } catch (const json::parse_error&) {
        throw SaveError("campaign log entry " + std::to_string(e.seq) + " (" + e.kind +
                        "): its data is not valid JSON");
    }
}

} // namespace

std::string render_log(const std::vector<LogEntry>& entries, LogFormat f, const std::string& title,
                       const LogLanguage* in) {
    const lang::Language& L = in ? in->lang : lang::Language::english();
    const auto line = [&](const LogEntry& e) { return in ? log_text(e, in->content, in->def, L) : e.text; };
    std::string out;
    switch (f) {
    case LogFormat::Text:
        if (!title.empty()) out += title + "\n";
        for (const auto& e : entries) out += "  " + numbered(e.seq) + "  " + line(e) + "\n";
        return out;
    case LogFormat::Markdown:
        out += "# " + (title.empty() ? L.tr("Campaign log") : title) + "\n\n";
        if (entries.empty()) return out + L.tr("Nothing has happened yet.") + "\n";
        // Sectioned by battle (issue #15 §3): each battle with what came of it (its result, the rewards and
        // choices after it, the story and openings that lead to the next one); what came before the first
        // battle is the campaign's start.
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const auto& e = entries[i];
            const bool battle = e.kind == "battle_started";
            if (battle || i == 0) {
                if (i > 0) out += "\n";
                if (battle) {
                    std::string heading = e.text;
                    if (in) {
                        heading = battle_heading(e, in->content, L);
                    } else if (const auto at = heading.rfind(" begins."); at != std::string::npos) {
                        heading.erase(at);
                    }
                    out += "## " + heading + "\n\n";
                } else if (std::any_of(entries.begin(), entries.end(),
                                       [](const LogEntry& x) { return x.kind == "battle_started"; })) {
                    out += "## " + L.tr("The campaign begins") + "\n\n";
                }
                out += "| # | " + L.tr("Entry") + " |\n|---:|---|\n";
            }
            out += "| " + std::to_string(e.seq) + " | " + cell(line(e)) + " |\n";
        }
        return out;
    case LogFormat::Json: {
        json a = json::array();
        for (const auto& e : entries) {
            json j = {{"seq", e.seq}, {"kind", e.kind}, {"data", payload(e)}, {"text", e.text}};
            if (in) j["shown"] = line(e);
            a.push_back(std::move(j));
        }
        return a.dump() + "\n";
    }
    }
    return out;
}

} // namespace ae::campaign
