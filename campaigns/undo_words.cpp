#include "campaigns/undo_words.hpp"

#include "campaigns/decision_text.hpp"
#include "campaigns/log_text.hpp"
#include "core/json_read.hpp"

#include <nlohmann/json.hpp>

namespace ae::campaign {
using nlohmann::json;

namespace {

std::string record_text(int battle, const std::string& label, const std::string& result, const Content& c,
                        const lang::Language& L) {
    const std::string shown_result =
        result == "won" ? L.trc("battle result", "won") : L.trc("battle result", "lost");
    if (label.empty())
        return L.tr("the record of battle {battle}, {result}",
                    {{"battle", std::to_string(battle)}, {"result", shown_result}});
    return L.tr("the record of battle {battle} ({label}), {result}",
                {{"battle", std::to_string(battle)},
                 {"label", c.shown_text(label, L.code())},
                 {"result", shown_result}});
}

std::string answer_text(const Decision& d, const std::vector<DecisionOption>& chosen, const Content& c,
                        const lang::Language& L) {
    std::string labels;
    for (const auto& o : chosen) {
        const std::string shown = shown_label(d, o, c, L);
        labels += (labels.empty() ? "" : "; ") + shown.substr(0, shown.find(" ("));
    }
    return L.tr("the answer to \"{prompt}\": {labels}",
                {{"prompt", shown_prompt(d, c, L)}, {"labels", labels}});
}

json parsed(const std::string& kept) {
    if (kept.empty() || kept.front() != '{') return nullptr;
    try {
        json j = parse_json(kept);
        return j.is_object() && j.contains("text") && j["text"].is_string() ? j : json(nullptr);
    } catch (const json::parse_error&) { return nullptr; }
}

} // namespace

std::string change_undo(const LogEntry& e) {
    json data = json::object();
    try {
        data = parse_json(e.payload_json);
    } catch (const json::parse_error&) {}
    return json{{"text", e.text}, {"entry", {{"kind", e.kind}, {"data", data}}}}.dump();
}

std::string record_undo(int battle, const std::string& label, const std::string& result) {
    // The English needs no content: a label and a result read as they are written.
    const std::string text = "the record of battle " + std::to_string(battle) +
                             (label.empty() ? "" : " (" + label + ")") + ", " + result;
    return json{{"text", text}, {"record", {{"battle", battle}, {"label", label}, {"result", result}}}}
        .dump();
}

std::string answer_undo(const Decision& d, const std::vector<std::string>& ids, const Content& c) {
    std::vector<DecisionOption> chosen;
    json options = json::array();
    for (const auto& id : ids)
        for (const auto& o : d.options)
            if (o.id == id) {
                chosen.push_back(o);
                options.push_back({{"id", o.id}, {"label", o.label}});
            }
    json values = json::object();
    for (const auto& [k, v] : d.values) values[k] = v;
    return json{{"text", answer_text(d, chosen, c, lang::Language::english())},
                {"answer",
                 {{"prompt", d.prompt},
                  {"pattern", d.pattern},
                  {"values", values},
                  {"campaign", d.campaign_text},
                  {"options", options}}}}
        .dump();
}

std::string undo_english(const std::string& kept) {
    const json j = parsed(kept);
    return j.is_null() ? kept : j["text"].get<std::string>();
}

std::string undo_text(const std::string& kept, const Content& c, const CampaignDef* def,
                      const lang::Language& L) {
    const json j = parsed(kept);
    if (j.is_null()) return kept;
    try {
        if (const auto e = j.find("entry"); e != j.end() && e->is_object()) {
            const LogEntry entry{0, e->value("kind", ""), e->value("data", json::object()).dump(), j["text"]};
            return log_text(entry, c, def, L);
        }
        if (const auto r = j.find("record"); r != j.end() && r->is_object())
            return record_text(r->value("battle", 0), r->value("label", ""), r->value("result", ""), c, L);
        if (const auto a = j.find("answer"); a != j.end() && a->is_object()) {
            Decision d;
            d.prompt = a->value("prompt", "");
            d.pattern = a->value("pattern", "");
            d.campaign_text = a->value("campaign", false);
            if (const auto v = a->find("values"); v != a->end() && v->is_object())
                for (const auto& [k, x] : v->items())
                    if (x.is_string()) d.values.emplace_back(k, x.get<std::string>());
            std::vector<DecisionOption> chosen;
            for (const auto& o : a->value("options", json::array()))
                chosen.push_back({o.value("id", ""), o.value("label", "")});
            return answer_text(d, chosen, c, L);
        }
    } catch (const json::exception&) {} // kept data of another shape: its English
    return j["text"].get<std::string>();
}

} // namespace ae::campaign
