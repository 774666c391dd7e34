// The state one load_packs run shares between the readers of each kind of content file.
#pragma once

#include "content/ids.hpp"
#include "content/loader.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace ae::content {

// A mage's reference to a player card, checked once every pack is read.
struct CardRef {
    std::string id;
    SourcePos pos;
    std::string from_pack;
};

struct LoadState {
    explicit LoadState(LoadResult& r) : result(r) {}

    LoadResult& result;
    IdRegistry ids;
    std::map<std::string, std::string> pack_of;           // definition id → id of the pack that defines it
    std::map<std::string, std::set<std::string>> visible; // pack id → itself and every pack it requires
    std::vector<CardRef> card_refs;
    std::vector<CardRef> lang_refs; // translated ids, checked like card references
};

// One pack being read.
struct PackContext {
    const PackInfo& pack;
    LoadState& state;

    std::vector<Diagnostic>& errors() const { return state.result.errors; }
    Content& content() const { return state.result.content; }
    // A SourceFile for the pack-relative `rel`, named as diagnostics name it.
    SourceFile source(const std::string& rel) const {
        return SourceFile(report_path(pack.dir, rel), errors());
    }
    // Parses the pack-relative `rel`, reporting into `f` (see parse_yaml).
    std::optional<YAML::Node> parse(const SourceFile& f, const std::string& rel) const;
    // Reads the id (see read_id) and notes which pack defines it.
    std::optional<std::string> read_id(const MapReader& r) const;
};

// Readers of each kind of content file; `rel` is the file's path inside the pack.
void read_player_card_file(const PackContext& ctx, const std::string& rel);
void read_basic_card_file(const PackContext& ctx, const std::string& rel);
void read_nemesis_file(const PackContext& ctx, const std::string& rel);
void read_mage_file(const PackContext& ctx, const std::string& rel);
void read_ally_file(const PackContext& ctx, const std::string& rel);
void read_lang_file(const PackContext& ctx, const std::string& rel);
void read_lang_po(const PackContext& ctx, const std::string& rel); // content/lang_po.cpp

// The `cards:` list that card files hold at their top level; nullopt (reported) when the file has none.
std::optional<YAML::Node> top_level_card_list(const SourceFile& f, const YAML::Node& doc);

// The required `origin`: whether a definition comes from a rulebook or is our own.
std::optional<Origin> read_origin(const MapReader& r);

DefSource def_source(const SourcePos& pos);

} // namespace ae::content
