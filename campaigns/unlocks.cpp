#include "campaigns/unlocks.hpp"

#include "core/errors.hpp"

namespace ae::campaign {

std::string describe_unlock(const std::string& id, const Content& content, const lang::Language& L) {
    if (id == kCustomExpeditions) return L.tr("custom expeditions");
    const std::string prefix = kUpgradedBasicPrefix;
    if (id.starts_with(prefix)) {
        const std::string card = id.substr(prefix.size());
        const auto it = content.nemesis_cards.find(card);
        if (it == content.nemesis_cards.end())
            throw InvalidRequest("unlock '" + id + "': no nemesis card '" + card + "' in the content");
        if (!it->second.basic || !it->second.upgraded)
            throw InvalidRequest("unlock '" + id + "': " + it->second.name +
                                 " is not an upgraded basic nemesis card");
        return L.tr("the upgraded basic nemesis card {card} in custom expeditions",
                    {{"card", content.shown_name(card, L.code())}});
    }
    throw InvalidRequest("unknown unlock '" + id + "' (known: " + std::string(kCustomExpeditions) + ", " +
                         prefix + "<id of an upgraded basic nemesis card>)");
}

std::string how_to_unlock(const std::string& id) {
    if (id == kCustomExpeditions) return "finish an Outcasts expedition";
    return "finish an Outcasts expedition that owns the card";
}

std::vector<std::string> unlocked_upgraded_basics(const std::vector<std::string>& unlocks) {
    std::vector<std::string> out;
    for (const auto& u : unlocks)
        if (u.starts_with(kUpgradedBasicPrefix))
            out.push_back(u.substr(std::string(kUpgradedBasicPrefix).size()));
    return out;
}

} // namespace ae::campaign
