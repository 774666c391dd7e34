// GET /api/texts: the pages' texts in the reader's language (lang/choose.hpp: the page's ?lang=, the server's
// own language, the browser's Accept-Language), with the language's code for <html lang>.
#include "web/api.hpp"
#include "web/page_texts.hpp"

#include "lang/choose.hpp"

namespace ae::web {

const lang::Language& request_language(const httplib::Request& req, const Hub& hub) {
    // The server's own language is what `gravehold serve` was started with (play/session.cpp).
    return lang::for_request(req.has_param("lang") ? req.get_param_value("lang") : "", hub.content().language,
                             req.get_header_value("Accept-Language"));
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
