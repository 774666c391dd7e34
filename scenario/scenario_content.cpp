#include "scenario/scenario_content.hpp"

#include "play/session.hpp"
#include "scenario/scenario_inline.hpp"

#include <algorithm>
#include <filesystem>

namespace ae::scenario {

using content::MapReader;
using content::Value;

std::shared_ptr<const content::LoadResult> PackCache::get(const std::vector<std::string>& ids,
                                                          std::string& error) {
    std::vector<std::string> wanted = ids;
    for (const auto& [id, dir] : own_)
        if (std::find(wanted.begin(), wanted.end(), id) == wanted.end()) wanted.push_back(id);
    std::vector<std::string> key = wanted;
    std::sort(key.begin(), key.end());
    if (auto it = loaded_.find(key); it != loaded_.end()) return it->second;
    const auto shipped = play::shipped_pack_dirs();
    std::vector<std::string> dirs;
    for (const auto& id : wanted) {
        if (auto own = own_.find(id); own != own_.end()) {
            dirs.push_back(own->second);
            continue;
        }
        auto dir = std::find_if(shipped.begin(), shipped.end(), [&](const std::string& d) {
            return std::filesystem::path(d).filename().string() == id;
        });
        if (dir == shipped.end()) {
            std::string known;
            for (const auto& d : shipped)
                known += (known.empty() ? "" : ", ") + std::filesystem::path(d).filename().string();
            error = "unknown pack '" + id + "' (shipped packs: " + known + ")";
            return nullptr;
        }
        dirs.push_back(*dir);
    }
    auto result = std::make_shared<content::LoadResult>(content::load_packs(dirs));
    if (!result->ok()) {
        error = "the packs do not load: " + content::format(result->errors.front());
        return nullptr;
    }
    loaded_[key] = result;
    return result;
}

void PackCache::add_pack_under_test(const std::string& id, const std::string& dir) {
    own_[id] = dir;
    loaded_.clear();
}

namespace {

std::vector<std::string> read_pack_ids(const MapReader& r) {
    auto list = r.list("packs", false);
    if (!list) return r.has("packs") ? std::vector<std::string>{} : std::vector<std::string>{"base"};
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < list->size(); ++i)
        if (auto id = content::read_string(r.file(), Value((*list)[i]),
                                           "'packs' entry " + std::to_string(i + 1), true))
            ids.push_back(*id);
    return ids;
}

} // namespace

std::shared_ptr<const Content> read_scenario_content(const MapReader& r, const YAML::Node& node,
                                                     PackCache& packs,
                                                     std::map<std::string, int>& lua_lines) {
    const auto ids = read_pack_ids(r);
    std::shared_ptr<const content::LoadResult> loaded;
    if (!ids.empty()) {
        std::string error;
        loaded = packs.get(ids, error);
        if (!loaded) r.file().error(r.has("packs") ? r.value("packs", false)->mark : node.Mark(), error);
    }
    const bool has_inline = r.has("cards") || r.has("mages") || r.has("nemesis_cards") || r.has("nemesis");
    if (!has_inline) {
        if (loaded) return std::shared_ptr<const Content>(loaded, &loaded->content);
        return std::make_shared<const Content>();
    }
    auto c = std::make_shared<Content>(loaded ? loaded->content : Content{});
    InlineBuild b{r.file(), *c, {}, {}, {}, std::nullopt, {}};
    if (auto cards = r.list("cards", false))
        for (const auto& card : *cards) read_inline_player_card(b, card);
    if (auto cards = r.list("nemesis_cards", false))
        for (const auto& card : *cards) read_inline_basic_card(b, card);
    if (auto nemesis = r.value("nemesis", false)) read_inline_nemesis(b, nemesis->node);
    if (auto mages = r.list("mages", false))
        for (const auto& mage : *mages) read_inline_mage(b, mage);
    check_inline(b);
    lua_lines = b.lua_lines;
    return c;
}

} // namespace ae::scenario
