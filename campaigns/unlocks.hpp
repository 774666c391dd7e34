// Global unlocks (ARCHITECTURE §4.8): what one campaign earns for every later campaign in the same database,
// as Wesnoth's global variables outlive a campaign. Finishing the first Outcasts expedition unlocks custom
// expeditions and carries its upgraded basic nemesis cards into them (rules/outcasts.md §2.6). A campaign
// records what it earned in its own state (CampaignState::global_unlocks, through the `unlock` change); the
// database keeps the union in its `unlocks` table (saves/unlock_store.hpp).
#pragma once

#include "lang/language.hpp"

#include "engine/definitions.hpp"

#include <string>
#include <vector>

namespace ae::campaign {

// Custom expeditions (`gravehold campaign new expedition`).
inline constexpr const char* kCustomExpeditions = "expeditions.custom";
// "upgraded_basic:<card id>": that upgraded basic nemesis card joins every custom expedition's nemesis decks.
inline constexpr const char* kUpgradedBasicPrefix = "upgraded_basic:";

// A short description of a valid unlock id, for logs and listings. InvalidRequest naming the forms that exist
// when the id is none of them, or names a card the content does not have as an upgraded basic card.
std::string describe_unlock(const std::string& id, const Content& content,
                            const lang::Language& L = lang::Language::english());

// How a campaign earns it, for messages ("finish an Outcasts expedition").
std::string how_to_unlock(const std::string& id);

// The upgraded basic nemesis cards among `unlocks`, in the order given.
std::vector<std::string> unlocked_upgraded_basics(const std::vector<std::string>& unlocks);

} // namespace ae::campaign
