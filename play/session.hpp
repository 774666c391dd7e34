// Assembling a battle: the content (shipped packs plus any given), a setup from command-line choices,
// the Lua host and the engine, kept together because the engine refers to the other two.
#pragma once

#include "content/loader.hpp"
#include "engine/engine.hpp"
#include "play/setup_pools.hpp"
#include "scripting/host_pool.hpp"
#include "scripting/lua_host.hpp"

#include <memory>
#include <string>
#include <vector>

namespace ae::play {

// Every folder with a pack.yaml under the shipped packs folder, sorted.
std::vector<std::string> shipped_pack_dirs();
// Loads shipped packs plus `extra`; throws ContentError listing every problem when any pack is broken.
// `preferred`: the language of the campaign being loaded (display_language).
content::LoadResult load_content(const std::vector<std::string>& extra = {},
                                 const std::string& preferred = "");
// The language of the names people read (`--lang`, $GRAVEHOLD_LANG): "" or "en" = English. load_content
// applies it and refuses a language no pack has names in (InvalidRequest). `asked`: the person named it (a
// flag or the environment), so it wins over a campaign's own language; false when it came from the locale.
void set_display_language(const std::string& code, bool asked = true);
// The language load_content applies given a campaign's own (`preferred`, "" = none): the one asked for,
// else the campaign's, else the locale's. "" = English.
std::string display_language(const std::string& preferred = "");

struct BattleOptions {
    std::string nemesis; // "" = the first shipped nemesis
    int players = 2;
    std::vector<std::string> mages;  // "" entries or missing = chosen in order from the content
    std::vector<std::string> supply; // empty = a random supply of 3 gems, 2 relics, 4 spells
    std::uint64_t seed = 1;
    Difficulty difficulty = Difficulty::Normal; // lives and the nemesis's Increased Difficulty rule
    // The boxes the group owns, by pack id ("base", "legacy"): the random market, the mages given out and the
    // basic nemesis cards come only from these. Empty: every loaded pack.
    std::vector<std::string> packs;
    // When non-empty, exactly these players (a campaign's mages with their cards and mat stickers, from
    // `battle --campaign`); `players` and `mages` are not used then.
    std::vector<PlayerSetup> fixed_players;
};

// Resolves names (full ids or the last part: "rageborne", "jade") and fills the gaps. InvalidRequest if not.
GameSetup build_setup(const Content& c, const BattleOptions& o);
// The same setup, from pools already found for this content (setup_pools(c)): what runs many battles
// (`gravehold sim`, the bench) finds them once instead of scanning every pack per battle.
GameSetup build_setup(const Content& c, const SetupPools& pools, const BattleOptions& o);

class Battle {
public:
    Battle(const Content& content, const GameSetup& setup, std::uint64_t seed);
    // With a host from the thread's pool (same content), given back when the battle is destroyed.
    Battle(lua::HostPool& pool, const GameSetup& setup, std::uint64_t seed);
    ~Battle();
    Battle(const Battle&) = delete;
    Battle& operator=(const Battle&) = delete;
    // Restored from an engine checkpoint (Engine's checkpoint constructor).
    Battle(const Content& content, const GameSetup& setup, std::uint64_t seed, const std::string& checkpoint,
           const std::vector<Answer>& inputs_before);
    Engine& engine() { return *engine_; }
    lua::LuaHost& host() { return *host_; }

private:
    lua::HostPool* pool_ = nullptr;
    std::unique_ptr<lua::LuaHost> host_;
    std::unique_ptr<Engine> engine_;
};

} // namespace ae::play
