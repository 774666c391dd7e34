#include "campaigns/mat_stickers.hpp"

#include "core/errors.hpp"

#include <string_view>

namespace ae::campaign {
namespace {
// A small positive count after the prefix; stickers are physical, so two digits is plenty.
int count_after(const std::string& sticker, std::string_view prefix) {
    const std::string digits = sticker.substr(prefix.size());
    const bool ok =
        !digits.empty() && digits.size() <= 2 && digits.find_first_not_of("0123456789") == std::string::npos;
    const int n = ok ? std::stoi(digits) : 0;
    if (n <= 0)
        throw InvalidRequest("sticker '" + sticker + "': '" + std::string(prefix) +
                             "' needs a count from 1 to 99");
    return n;
}
} // namespace

std::optional<MatStickerEffect> mat_sticker_effect(const std::string& sticker) {
    MatStickerEffect e;
    if (sticker.starts_with("life+"))
        e.life = count_after(sticker, "life+");
    else if (sticker.starts_with("charges+"))
        e.charges = count_after(sticker, "charges+");
    else
        return std::nullopt;
    return e;
}

void apply_mat_stickers(const CampaignMage& mage, int rules_player_life, PlayerSetup& player) {
    for (const auto& [slot, sticker] : mage.stickers) {
        const auto e = mat_sticker_effect(sticker);
        if (!e) continue;
        if (e->life > 0) player.life = (player.life > 0 ? player.life : rules_player_life) + e->life;
        player.charges += e->charges;
    }
}

std::string describe_mat_sticker(const std::string& sticker, const lang::Language& L) {
    std::optional<MatStickerEffect> e;
    try {
        e = mat_sticker_effect(sticker);
    } catch (const InvalidRequest&) { return sticker; }
    if (!e) return sticker == "ability" ? L.trc("mat sticker", "ability") : sticker;
    if (e->life > 0) return L.tr("+{n} life", {{"n", std::to_string(e->life)}});
    return L.trn("{n} charge at the start of each battle", "{n} charges at the start of each battle",
                 e->charges);
}

} // namespace ae::campaign
