#include "campaigns/names.hpp"
#include "campaigns/refusal.hpp"
#include "core/errors.hpp"

#include <algorithm>
#include <set>

namespace ae::campaign {

namespace {

void put_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Lower case for the letters card names use. Latin Extended-A pairs capitals with the next code point,
// except in U+0139..U+0148 and U+0179..U+017E, where the capital is the odd one.
char32_t lower(char32_t cp) {
    if (cp >= 'A' && cp <= 'Z') return cp + 32;
    if (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) return cp + 32;
    if (cp >= 0x100 && cp <= 0x17F) {
        const bool odd_capitals = (cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E);
        if (odd_capitals) return cp % 2 == 1 ? cp + 1 : cp;
        return cp % 2 == 0 ? cp + 1 : cp;
    }
    if (cp == 0x2019 || cp == 0x2018) return '\'';
    return cp;
}

std::size_t distance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

std::string definition_name(const Content& c, const std::string& id) {
    if (auto it = c.player_cards.find(id); it != c.player_cards.end()) return it->second.name;
    if (auto it = c.nemesis_cards.find(id); it != c.nemesis_cards.end()) return it->second.name;
    if (auto it = c.mages.find(id); it != c.mages.end()) return it->second.name;
    if (auto it = c.nemeses.find(id); it != c.nemeses.end()) return it->second.name;
    if (auto it = c.allies.find(id); it != c.allies.end()) return it->second.name;
    return "";
}

} // namespace

std::string fold_name(const std::string& text) {
    std::string out;
    bool space = false;
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        char32_t cp = b;
        std::size_t len = 1;
        if (b >= 0xF0) {
            len = 4; // beyond the letters names use: copied as it is
        } else if (b >= 0xE0 && i + 2 < text.size()) {
            len = 3;
            cp = ((b & 0x0F) << 12) | ((text[i + 1] & 0x3F) << 6) | (text[i + 2] & 0x3F);
        } else if (b >= 0xC0 && i + 1 < text.size()) {
            len = 2;
            cp = ((b & 0x1F) << 6) | (text[i + 1] & 0x3F);
        }
        if (len == 4) {
            out.append(text, i, std::min(len, text.size() - i));
            i += len;
            space = false;
            continue;
        }
        i += len;
        if (cp == ' ' || cp == '\t' || cp == '_') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        put_utf8(out, lower(cp));
    }
    return out;
}

std::vector<std::string> printed_names(const Content& c, const std::string& id) {
    std::vector<std::string> names;
    if (auto n = definition_name(c, id); !n.empty()) names.push_back(n);
    for (const auto& [lang, texts] : c.translations)
        if (auto it = texts.find(id); it != texts.end() && !it->second.name.empty())
            names.push_back(it->second.name);
    return names;
}

std::string resolve_name(const Content& c, const std::string& text, const std::vector<std::string>& ids,
                         const char* what) {
    const std::string want = fold_name(text);
    std::set<std::string> hits;
    for (const auto& id : ids) {
        if (id == text) return id;
        const auto dot = id.rfind('.');
        if (fold_name(id.substr(dot == std::string::npos ? 0 : dot + 1)) == want) hits.insert(id);
        for (const auto& n : printed_names(c, id))
            if (fold_name(n) == want) hits.insert(id);
    }
    if (hits.size() == 1) return *hits.begin();
    if (hits.size() > 1) {
        std::string list;
        for (const auto& h : hits) list += (list.empty() ? "" : ", ") + h;
        throw InvalidRequest("'" + text + "' names more than one " + what + " (" + list + "); give the id");
    }
    // The closest printed names, so a typo or a half-remembered name finds its card.
    std::vector<std::pair<std::size_t, std::string>> near;
    for (const auto& id : ids)
        for (const auto& n : printed_names(c, id)) near.push_back({distance(fold_name(n), want), n});
    std::sort(near.begin(), near.end());
    near.erase(std::unique(near.begin(), near.end(),
                           [](const auto& a, const auto& b) { return a.second == b.second; }),
               near.end());
    std::string closest;
    for (std::size_t i = 0; i < near.size() && i < 3; ++i)
        closest += (closest.empty() ? "" : ", ") + near[i].second;
    // The closest names are printed names, in whichever language they matched best.
    const Said kind{"what", what, false, refusal_language(c).tr(what)};
    if (closest.empty())
        throw refusal(c, N_("no {what} is named '{text}' (there is none)"), {kind, {"text", text}});
    throw refusal(c, N_("no {what} is named '{text}'; closest: {closest}"),
                  {kind, {"text", text}, {"closest", closest}});
}

std::string resolve_rule_sticker(const CampaignDef& def, const std::string& text) {
    const std::string want = fold_name(text);
    std::vector<std::string> found;
    std::string known;
    for (const auto& [id, st] : def.rule_stickers) {
        bool match = fold_name(id) == want || fold_name(id) == "rule." + want;
        std::string letters;
        for (const auto& p : st.printed) {
            match = match || fold_name(p) == want;
            letters += (letters.empty() ? "" : "/") + p;
        }
        if (match) found.push_back(id);
        known += "\n  " + id + (letters.empty() ? "" : " (printed " + letters + ")") + ": " + st.text;
    }
    if (found.size() == 1) return found.front();
    if (found.empty())
        throw InvalidRequest("no rule sticker '" + text + "' in " + def.name +
                             "; its rule stickers:" + known);
    throw InvalidRequest("'" + text + "' names more than one rule sticker; give its id:" + known);
}

std::string component_label(const std::string& id, const lang::Language& L) {
    const auto dot = id.find('.');
    if (dot == std::string::npos) return id;
    const std::string kind = id.substr(0, dot), label = id.substr(dot + 1);
    // The kinds of sealed components both printings use (rules/legacy.md §2).
    if (kind == "stickers")
        return L.tr("sticker sheet, section {label}",
                    {{"label", label == "starter" ? L.trc("sticker section", "starter") : label}});
    if (kind == "deck") return L.tr("deck {label}", {{"label", label}});
    if (kind == "box") return L.tr("box {label}", {{"label", label}});
    if (kind == "envelope") return L.tr("envelope {label}", {{"label", label}});
    if (kind == "pack") return L.tr("pack {label}", {{"label", label}});
    return kind + " " + label;
}

} // namespace ae::campaign
