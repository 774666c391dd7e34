// Mat-slot stickers that change a mage's battles (rules/legacy.md §1.6, §3.4: mat slots unlock at the end
// of Chapters 2a, 2b, 3, 5 and 6; what they show is not in our sources, so the effects are ours).
// A sticker value is either one of the effects below or a plain name (e.g. "ability", the id printed on a
// physical sticker in companion mode), which is recorded and shown but does not change the battle setup.
#pragma once

#include "lang/language.hpp"

#include "campaigns/state.hpp"
#include "engine/setup.hpp"

#include <optional>
#include <string>

namespace ae::campaign {

struct MatStickerEffect {
    int life = 0;    // "life+N": starting and maximum life +N
    int charges = 0; // "charges+N": N charges at the start of each battle (once the mat has an ability)
};

// The effect of one sticker value; nullopt for a plain name. Throws InvalidRequest for a malformed effect
// ("life+", "life+0", "charges+x"), so a bad sticker is refused before it is placed.
std::optional<MatStickerEffect> mat_sticker_effect(const std::string& sticker);

// The sticker as a person reads it: "+1 life", "1 charge at the start of each battle", or its name.
std::string describe_mat_sticker(const std::string& sticker,
                                 const lang::Language& L = lang::Language::english());

// Adds the effects of every sticker on the mage's mat to its battle setup.
void apply_mat_stickers(const CampaignMage& mage, int rules_player_life, PlayerSetup& player);

} // namespace ae::campaign
