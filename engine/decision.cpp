#include "engine/decision.hpp"

#include <algorithm>
#include <cstddef>

namespace ae {

const char* to_string(DecisionKind k) {
    switch (k) {
    case DecisionKind::MainAction: return "main_action";
    case DecisionKind::CastingAction: return "casting_action";
    case DecisionKind::TurnOrderWild: return "turn_order_wild";
    case DecisionKind::DiscardOrder: return "discard_order";
    case DecisionKind::DestroyBreach: return "destroy_breach";
    case DecisionKind::ChooseTarget: return "choose_target";
    case DecisionKind::ChooseOption: return "choose_option";
    case DecisionKind::ChoosePlayer: return "choose_player";
    case DecisionKind::ChooseCards: return "choose_cards";
    case DecisionKind::TriggerOrder: return "trigger_order";
    }
    return "?";
}

const Option* DecisionRequest::find(const std::string& id) const {
    for (const auto& o : options)
        if (o.id == id) return &o;
    return nullptr;
}

int DecisionRequest::enabled_count() const {
    return static_cast<int>(
        std::count_if(options.begin(), options.end(), [](const Option& o) { return o.enabled; }));
}

std::string validate(const DecisionRequest& req, const Answer& a) {
    if (a.seq != req.seq)
        return "answer is for decision " + std::to_string(a.seq) + " but decision " +
               std::to_string(req.seq) + " is pending";
    if (std::find(req.who.begin(), req.who.end(), a.player) == req.who.end())
        return "player " + std::to_string(a.player + 1) + " may not answer this decision";
    const int n = static_cast<int>(a.choice.size());
    if (n < req.min || n > req.max) {
        if (req.min == req.max)
            return "choose exactly " + std::to_string(req.min) + " option(s), got " + std::to_string(n);
        return "choose between " + std::to_string(req.min) + " and " + std::to_string(req.max) +
               " option(s), got " + std::to_string(n);
    }
    for (std::size_t i = 0; i < a.choice.size(); ++i) {
        const std::string& id = a.choice[i];
        const Option* o = req.find(id);
        if (!o) return "'" + id + "' is not an option here";
        if (!o->enabled)
            return "'" + id + "' is not allowed now" + (o->reason.empty() ? "" : ": " + o->reason);
        // Answers choose a handful of ids: a scan of the earlier ones costs less than a std::set.
        if (std::find(a.choice.begin(), a.choice.begin() + static_cast<std::ptrdiff_t>(i), id) !=
            a.choice.begin() + static_cast<std::ptrdiff_t>(i))
            return "'" + id + "' was chosen twice";
    }
    return "";
}

} // namespace ae
