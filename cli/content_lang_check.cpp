// `gravehold content check --lang CODE`: what the packs do not have in that language yet, shown in English
// at the table: names (proper names without a translation), card and ability texts, and the texts scripts
// write. The list is for translators; it is not an error.
#include "cli/content_strings.hpp"

#include "content/loader.hpp"
#include "content/lua_strings.hpp"
#include "core/errors.hpp"
#include "lang/language.hpp"
#include "play/session.hpp"

#include <algorithm>
#include <iostream>

namespace ae::cli {

int content_missing(const std::string& code, const std::vector<std::string>& paths) {
    auto dirs = play::shipped_pack_dirs();
    dirs.insert(dirs.end(), paths.begin(), paths.end());
    const auto r = content::load_packs(dirs);
    if (!r.ok()) {
        for (const auto& d : r.errors) std::cerr << content::format(d) << "\n";
        return 1;
    }
    const Content& c = r.content;
    const auto known = lang::Language::known();
    if (!c.translations.count(code) && !c.texts.count(code) &&
        std::find(known.begin(), known.end(), code) == known.end())
        throw InvalidRequest("no language '" + code + "' in the packs or the catalogues");
    std::vector<std::string> names, texts, script_texts;
    const auto has_name = [&](const std::string& id) {
        const auto t = c.translations.find(code);
        if (t == c.translations.end()) return false;
        const auto it = t->second.find(id);
        return it != t->second.end() && !it->second.name.empty();
    };
    const auto def = [&](const std::string& id, const std::string& name, const std::string& text) {
        if (!has_name(id)) names.push_back(id + "  " + name);
        if (!text.empty() && c.shown_text_of(id, text, code) == text)
            texts.push_back(id + "  " + text.substr(0, 60));
    };
    for (const auto& [id, d] : c.player_cards) def(id, d.name, d.text);
    for (const auto& [id, d] : c.nemesis_cards) def(id, d.name, d.text);
    for (const auto& [id, d] : c.mages) def(id, d.name, d.ability_text);
    for (const auto& [id, d] : c.nemeses) def(id, d.name, "");
    for (const auto& [id, d] : c.allies) def(id, d.name, "");
    std::size_t script_total = 0;
    for (const auto& [key, source] : c.scripts)
        for (const auto& t : content::lua_texts(source)) {
            ++script_total;
            if (c.shown_text(t.text, code) == t.text)
                script_texts.push_back(key + ":" + std::to_string(t.line) + "  " + t.text.substr(0, 60));
        }
    const auto list = [](const char* what, const std::vector<std::string>& items) {
        std::cout << what << ": " << items.size() << "\n";
        for (const auto& i : items) std::cout << "  " << i << "\n";
    };
    std::cout << "Language " << code << ": what is still shown in English\n";
    list("names without a translation (proper names stay as printed in English)", names);
    list("card and ability texts", texts);
    list("texts scripts write", script_texts);
    std::cout << script_total - script_texts.size() << " of " << script_total << " script texts translated\n";
    return 0;
}

} // namespace ae::cli
