// What a group with the physical box records between battles (a card banished, a sticker, a treasure, a
// pack opened, a note: play/companion_change.hpp), and a campaign exported to one file or imported from one.
#include "web/api.hpp"

#include "core/errors.hpp"
#include "core/json_depth.hpp"
#include "play/campaign_desk.hpp"
#include "play/companion_change.hpp"
#include "saves/campaign_export.hpp"
#include "saves/json_strict.hpp"

#include <optional>
#include <set>

namespace ae::web {
namespace {

// A text field of a request body: absent is "", anything but a string is refused by name, and so is text
// longer than a form would send.
std::string text_of(const nlohmann::json& j, const char* key, std::size_t max) {
    if (!j.contains(key)) return "";
    if (!j.at(key).is_string()) throw InvalidRequest(std::string(key) + " must be text");
    const auto v = j.at(key).get<std::string>();
    if (v.size() > max)
        throw InvalidRequest(std::string(key) + " is longer than " + std::to_string(max) + " characters");
    return v;
}

// The body of POST .../change as the request it means. A field it does not know is refused rather than
// dropped: a misspelt "crad" would otherwise be read as no card at all.
play::CompanionRequest change_request(const nlohmann::json& j) {
    static const std::set<std::string> fields = {"kind",    "card", "from",  "mage",   "slot",
                                                 "sticker", "id",   "value", "change", "level"};
    for (const auto& [key, v] : j.items())
        if (!fields.count(key)) {
            std::string known;
            for (const auto& f : fields) known += (known.empty() ? "" : ", ") + f;
            throw InvalidRequest("no field '" + key + "' in a change (the fields: " + known + ")");
        }
    play::CompanionRequest r;
    r.kind = text_of(j, "kind", 20);
    r.card = text_of(j, "card", 200);
    r.from = text_of(j, "from", 20);
    r.mage = text_of(j, "mage", 200);
    r.slot = text_of(j, "slot", 200);
    r.sticker = text_of(j, "sticker", 200);
    r.id = text_of(j, "id", 200);
    r.value = text_of(j, "value", 4000); // a note's limit (campaigns/changes.cpp)
    r.change = text_of(j, "change", 40);
    if (j.contains("level")) {
        if (!j.at("level").is_number_integer()) throw InvalidRequest("level must be a whole number");
        const auto level = j.at("level").get<std::int64_t>();
        if (level < 0 || level > 3) throw InvalidRequest("level is 1, 2 or 3 (0: whatever the card says)");
        r.level = static_cast<int>(level);
    }
    return r;
}

// Content-Disposition for a download named after the campaign. The plain filename keeps printable ASCII
// only (a quote or a line break would end the header); filename* carries the name as typed, in UTF-8.
std::string attachment(const std::string& name) {
    const std::string file = name + ".gravehold.json";
    std::string plain, encoded;
    static const char* hex = "0123456789ABCDEF";
    for (const unsigned char ch : file) {
        const bool safe = ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\' && ch != '/';
        plain += safe ? static_cast<char>(ch) : '_';
        const bool alnum = (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
        if (alnum || ch == '.' || ch == '-' || ch == '_')
            encoded += static_cast<char>(ch);
        else
            encoded += std::string("%") + hex[ch >> 4] + hex[ch & 15];
    }
    return "attachment; filename=\"" + plain + "\"" + (plain == file ? "" : "; filename*=UTF-8''" + encoded);
}

} // namespace

void add_campaign_change_api(httplib::Server& server, Hub& hub) {
    server.Post(R"(/api/campaigns/([^/]+)/change)",
                [&hub](const httplib::Request& req, httplib::Response& res) {
                    guarded(res, [&] {
                        const play::CompanionRequest r = change_request(body_of(req));
                        const lang::Language& L = request_language(req, hub);
                        std::lock_guard lock(hub.mutex);
                        hub.check_no_open_battle(req.matches[1]);
                        send_json(res, after_write(play::apply_companion(hub.db(), req.matches[1], r), L));
                    });
                });
    server.Get(R"(/api/campaigns/([^/]+)/export)",
               [&hub](const httplib::Request& req, httplib::Response& res) {
                   guarded(res, [&] {
                       std::lock_guard lock(hub.mutex);
                       const std::string name = req.matches[1];
                       const std::string text = saves::export_campaign(hub.db(), name);
                       res.set_header("Cache-Control", "no-store");
                       res.set_header("Content-Disposition", attachment(name));
                       res.set_content(text, "application/json");
                   });
               });
    // The body is parsed as strictly as an export file read from disk: no nesting deeper than gravehold
    // writes, no key twice in an object (it would show a person one value and gravehold another).
    server.Post("/api/campaigns/import", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            if (json_too_deep_at(req.body, kMaxJsonDepth + 1))
                throw InvalidRequest("the request is nested more than " + std::to_string(kMaxJsonDepth) +
                                     " levels deep");
            nlohmann::json j;
            try {
                j = saves::parse_strict(req.body);
            } catch (const nlohmann::json::parse_error&) {
                throw InvalidRequest("the request body is not JSON");
            } catch (const saves::DuplicateKey& e) { throw InvalidRequest(e.what()); }
            if (!j.is_object()) throw InvalidRequest("the request body must be a JSON object");
            if (!j.contains("campaign") || !j.at("campaign").is_object())
                throw InvalidRequest("campaign must be the exported campaign (a JSON object)");
            for (const auto& [key, v] : j.items())
                if (key != "campaign" && key != "name")
                    throw InvalidRequest("no field '" + key + "' in an import (the fields: campaign, name)");
            std::optional<std::string> name;
            if (j.contains("name") && !j.at("name").is_null()) {
                name = text_of(j, "name", 200);
                if (name->empty()) name.reset(); // an empty field on the form: the name in the file
            }
            std::lock_guard lock(hub.mutex);
            const std::string made =
                play::import_campaign(hub.db(), j.at("campaign").dump(), "campaign", name);
            send_json(res, {{"name", made}}, 201);
        });
    });
}

} // namespace ae::web
