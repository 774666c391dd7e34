#include "play/shortcuts.hpp"

#include "engine/option_id.hpp"

namespace ae::play {
namespace {

// The card an engine option id ("card:12", "play:12") names, when it names one that exists.
const CardInstance* card_of(const Engine& e, const std::string& id) {
    const auto c = OptionId::parse(id).card();
    if (!c || c->value() >= e.state().cards.size()) return nullptr;
    return &e.state().card(*c);
}

} // namespace

std::optional<std::vector<std::string>> answer_without_choice(const Engine& e, const DecisionRequest& req) {
    // Only the draw phase's order: a script's ordered choice may mean more than where copies lie.
    if (req.kind != DecisionKind::DiscardOrder || req.options.empty()) return std::nullopt;
    if (req.min != static_cast<int>(req.options.size()) || req.max != req.min) return std::nullopt;
    const CardInstance* first = card_of(e, req.options.front().id);
    if (!first) return std::nullopt;
    std::vector<std::string> all;
    for (const auto& o : req.options) {
        const CardInstance* c = card_of(e, o.id);
        if (!o.enabled || !c || c->def != first->def || c->nemesis != first->nemesis) return std::nullopt;
        all.push_back(o.id);
    }
    return all;
}

std::vector<std::string> gem_plays(const Engine& e, const DecisionRequest& req) {
    std::vector<std::string> ids;
    if (req.kind != DecisionKind::MainAction) return ids;
    for (const auto& o : req.options) {
        if (!o.enabled || OptionId::parse(o.id).verb != "play") continue;
        const CardInstance* c = card_of(e, o.id);
        if (c && !c->nemesis && e.player_def(c->id).type == CardType::Gem) ids.push_back(o.id);
    }
    return ids;
}

} // namespace ae::play
