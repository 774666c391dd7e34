// GET /api/texts: the pages' texts in the reader's language (lang/choose.hpp: the page's ?lang=, the server's
// own language, the browser's Accept-Language), with the language's code for <html lang>.
#include "web/api.hpp"
#include "web/page_texts.hpp"

#include "lang/choose.hpp"

namespace ae::web {

const lang::Language& request_language(const httplib::Request& req, const Hub& hub) {
    const std::string asked = req.has_param("lang") ? req.get_param_value("lang") : "";
    if (!asked.empty()) return lang::Language::of(asked);
    // The server's --lang, $GRAVEHOLD_LANG or locale, as `gravehold serve` was started (play/session.cpp).
    if (!hub.content().language.empty()) return lang::Language::or_english(hub.content().language);
    return lang::Language::of(lang::from_accept_language(req.get_header_value("Accept-Language")));
}

void add_texts_api(httplib::Server& server, Hub& hub) {
    server.Get("/api/texts", [&hub](const httplib::Request& req, httplib::Response& res) {
        guarded(res, [&] {
            const lang::Language& L = request_language(req, hub);
            nlohmann::json texts = nlohmann::json::object();
            for (const char* text : page_texts()) texts[text] = L.tr(text);
            nlohmann::json known = lang::Language::known();
            send_json(res, {{"lang", L.code()}, {"known", known}, {"texts", texts}});
        });
    });
}

} // namespace ae::web
