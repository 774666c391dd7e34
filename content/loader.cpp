#include "content/loader.hpp"
#include "content/scripts.hpp"

#include "content/deck_check.hpp"
#include "content/pack_context.hpp"
#include "content/pack_files.hpp"
#include "content/pack_manifest.hpp"
#include "content/references.hpp"

#include <algorithm>
#include <filesystem>
#include <tuple>

namespace ae::content {

namespace {

// The manifests of the folders given; a folder whose pack id is taken already is reported and left out.
std::vector<Manifest> read_manifests(const std::vector<std::string>& dirs, std::vector<Diagnostic>& errors) {
    std::vector<Manifest> manifests;
    for (const auto& dir : dirs) {
        std::error_code ec;
        if (!std::filesystem::is_directory(dir, ec)) {
            errors.push_back({{dir, 0, 0}, "pack folder not found"});
            continue;
        }
        auto m = read_manifest(dir, errors);
        if (!m) continue;
        auto first = std::find_if(manifests.begin(), manifests.end(),
                                  [&](const Manifest& other) { return other.info.id == m->info.id; });
        if (first != manifests.end()) {
            errors.push_back({m->id_pos, "duplicate pack id '" + m->info.id + "' (first defined at " +
                                             first->id_pos.str() + ")"});
            continue;
        }
        manifests.push_back(std::move(*m));
    }
    return manifests;
}

// Cards first: nemeses and mages refer to them, and whichever of two duplicates is read second is reported.
void read_pack(const PackContext& ctx) {
    PackFiles files = list_pack_files(ctx.pack.dir, ctx.errors());
    for (const auto& rel : files.cards) read_player_card_file(ctx, rel);
    for (const auto& rel : files.basic) read_basic_card_file(ctx, rel);
    for (const auto& rel : files.nemeses) read_nemesis_file(ctx, rel);
    for (const auto& rel : files.mages) read_mage_file(ctx, rel);
    for (const auto& rel : files.allies) read_ally_file(ctx, rel);
    for (const auto& rel : files.lang) read_lang_file(ctx, rel);
    for (const auto& rel : files.lang_po) read_lang_po(ctx, rel);
    read_lib_scripts(ctx);
}

// A pack set without any basic cards is a partial one (a nemesis tried out on its own), where complaining
// about the missing basic cards would only be noise; a pack that requires others expects them to supply them.
void check_decks(const LoadState& state, std::vector<Diagnostic>& errors) {
    const Content& c = state.result.content;
    bool any_basic = std::any_of(c.nemesis_cards.begin(), c.nemesis_cards.end(),
                                 [](const auto& e) { return e.second.basic; });
    for (const auto& [id, nemesis] : c.nemeses) {
        const std::string& pack = state.pack_of.at(id);
        auto info = std::find_if(state.result.packs.begin(), state.result.packs.end(),
                                 [&](const PackInfo& p) { return p.id == pack; });
        if (!any_basic && info->requires_.empty()) continue;
        if (auto problem = check_deck_buildable(nemesis, c))
            errors.push_back({{nemesis.source.file, nemesis.source.line, nemesis.source.col}, *problem});
    }
}

} // namespace

LoadResult load_packs(const std::vector<std::string>& pack_dirs) {
    LoadResult result;
    LoadState state(result);
    std::vector<Manifest> ordered = dependency_order(read_manifests(pack_dirs, result.errors), result.errors);
    state.visible = visible_packs(ordered);
    for (const auto& m : ordered) result.packs.push_back(m.info);
    for (const auto& pack : result.packs) read_pack(PackContext{pack, state});
    check_card_refs(state, result.errors);
    check_evolve_refs(state, result.errors);
    check_lang_refs(state, result.errors);
    check_decks(state, result.errors);
    std::stable_sort(
        result.errors.begin(), result.errors.end(), [](const Diagnostic& a, const Diagnostic& b) {
            return std::tie(a.pos.file, a.pos.line, a.pos.col) < std::tie(b.pos.file, b.pos.line, b.pos.col);
        });
    return result;
}

} // namespace ae::content
