// lang/<code>.po: a pack's free texts in another language, in the gettext format translators know (the
// code's own catalogues use it too, lang/po/). msgid is the English exactly as a script or campaign writes
// it; one with {placeholders} is a pattern for texts a script builds ("Deal {n} damage to {minion}"). A
// msgctxt names a card's or mage's id: that entry is its card text.
#include "content/free_texts.hpp"
#include "content/pack_context.hpp"
#include "content/references.hpp"

#include <filesystem>

namespace ae::content {

void read_lang_po(const PackContext& ctx, const std::string& rel) {
    const SourceFile f = ctx.source(rel);
    const auto path = (std::filesystem::path(ctx.pack.dir) / rel).string();
    auto& errors = ctx.errors();
    read_free_texts(path, f.path(), ctx.content(), errors, [&](const std::string& code, const PoEntry& e) {
        // A definition's text, by its id (checked with the others: check_lang_refs).
        LocalText& t = ctx.content().translations[code][e.context];
        if (!t.text.empty() && t.text != e.strs.front()) {
            errors.push_back({e.pos, "the text of '" + e.context + "' is translated twice"});
            return;
        }
        t.text = e.strs.front();
        t.text_english = e.id;
        if (t.source.file.empty()) t.source = def_source(e.pos);
        ctx.state.lang_refs.push_back({e.context, e.pos, ctx.pack.id});
    });
}

} // namespace ae::content
