// Custom Outcasts expeditions (rules/outcasts.md §2.6, issue #6 item 2): a campaign definition generated in
// memory from {battles, seed} and the loaded content, so a group that finished the first expedition can play
// new ones built from everything it owns. The rulebook's own custom-expedition rules are not in our sources;
// the rules chosen here are docs/campaigns.md "Custom expeditions" and docs/decisions.md D39.
#pragma once

#include "campaigns/definition.hpp"
#include "engine/definitions.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ae::campaign {

struct ExpeditionParams {
    int battles = 4; // 3, 4 or 8
    std::uint64_t seed = 1;
};

// "expedition-<battles>-<seed>", the definition id a campaign stores; loading it generates the same
// definition again, so a saved expedition needs no extra storage.
std::string expedition_id(const ExpeditionParams& p);
// The parameters of an expedition id; nullopt when `id` is not of that form. A well-formed id with a battle
// count other than 3, 4 or 8 throws InvalidRequest.
std::optional<ExpeditionParams> parse_expedition_id(const std::string& id);

// The treasure schedule step (1..4, the `battle` of choose_treasures) of battle `n` of `battles`: the
// 4-battle schedule stretched over the expedition, first battle 1, last battle 4.
int treasure_step(int n, int battles);

// Builds the definition. Only the parameters and the content decide it: the same inputs give the same
// definition. Throws InvalidRequest for a bad battle count and ContentError when the content is too small.
CampaignDef generate_expedition(const ExpeditionParams& p, const Content& content);

// The English the generator writes its texts from (sentences with {placeholders}, place names), for the
// expedition's catalogues (campaigns/expedition/lang): translators translate these, a definition's texts are
// translated by them.
std::vector<std::string> expedition_texts();

// Every field of the definition as text, one item a line, for comparing two definitions.
std::string canonical_dump(const CampaignDef& def);

} // namespace ae::campaign
