#include "engine/option_text.hpp"

#include "engine/engine.hpp"
#include "engine/option_id.hpp"
#include "engine/shown_text.hpp"

namespace ae {
namespace {

const char* roman(std::uint32_t n) {
    static const char* names[] = {"I", "II", "III", "IV"};
    return n >= 1 && n <= 4 ? names[n - 1] : "?";
}

// Names in `L`; in the engine's own language exactly as the content shows them.
struct Names {
    const Engine& e;
    const lang::Language& L;
    bool own() const { return &L == &e.language() || L.code() == e.language().code(); }
    // A player by the name the reader reads (engine/shown_text.hpp).
    std::string player(const Player& p) const {
        return shown_player_name(e.state(), e.content(), static_cast<std::size_t>(p.index),
                                 own() ? e.content().language : L.code());
    }
    std::string of(const std::string& id) const {
        return own() ? e.content().shown_name(id) : e.content().shown_name(id, L.code());
    }
    std::optional<std::string> card(std::optional<CardId> c) const {
        if (!c || c->value() >= e.state().cards.size()) return std::nullopt;
        return of(e.state().cards.at(c->value()).def);
    }
};

const Breach* breach_of(const Engine& e, int player, std::optional<std::uint32_t> n) {
    if (!n || player < 0 || static_cast<std::size_t>(player) >= e.state().players.size()) return nullptr;
    for (const auto& b : e.state().players[static_cast<std::size_t>(player)].breaches)
        if (b.number == static_cast<int>(*n)) return &b;
    return nullptr;
}

const Player* player_at(const Engine& e, std::optional<std::uint32_t> n) {
    if (!n || *n >= e.state().players.size()) return nullptr;
    return &e.state().players[*n];
}

std::optional<std::string> main_action(const Engine& e, int player, const OptionId& id, const Names& n) {
    const lang::Language& L = n.L;
    const auto& st = e.state();
    const auto& v = id.verb;
    if (v == "play") {
        if (auto card = n.card(id.card())) return L.tr("Play {card}", {{"card", *card}});
    } else if (v == "buy") {
        const auto it = e.content().player_cards.find(std::string(id.args));
        if (it != e.content().player_cards.end())
            return L.tr("Gain {card} ({cost} aether)",
                        {{"card", n.of(it->first)}, {"cost", std::to_string(it->second.cost)}});
    } else if (v == "devoured") {
        if (!st.devoured.empty()) {
            const auto& def = e.player_def(st.devoured.back());
            return L.tr("Gain {card} from the devoured pile ({cost} aether)",
                        {{"card", n.of(def.id)}, {"cost", std::to_string(def.cost)}});
        }
    } else if (v == "charge") {
        return L.tr("Gain a charge (2 aether)");
    } else if (v == "focus" || v == "open") {
        if (const Breach* b = breach_of(e, player, id.first_number()))
            return v == "focus" ? L.tr("Focus breach {breach} ({cost} aether)",
                                       {{"breach", roman(*id.first_number())},
                                        {"cost", std::to_string(e.paid_focus_cost(*b))}})
                                : L.tr("Open breach {breach} ({cost} aether)",
                                       {{"breach", roman(*id.first_number())},
                                        {"cost", std::to_string(e.paid_open_cost(*b))}});
    } else if (v == "prep") {
        if (auto card = n.card(id.card()); card && id.second_number())
            return L.tr("Prep {card} to breach {breach}",
                        {{"card", *card}, {"breach", roman(*id.second_number())}});
    } else if (v == "while_prepped") {
        if (auto card = n.card(id.card())) return L.tr("Use {card} (while prepped)", {{"card", *card}});
    } else if (v == "ability") {
        if (const Player* p = player_at(e, id.first_number()))
            return L.tr("Use {player}'s ability: {ability}",
                        {{"player", n.player(*p)}, {"ability", e.content().mage(p->mage).ability_name}});
    } else if (v == "treasure") {
        if (auto card = n.card(id.card())) return L.tr("Use treasure {card}", {{"card", *card}});
    } else if (v == "ally_ability") {
        if (!st.ally.empty())
            return L.tr("Use {ally}'s ability: {ability}",
                        {{"ally", n.own() ? st.gravehold_name : n.of(st.ally)},
                         {"ability", e.content().ally(st.ally).ability_name}});
    } else if (v == "wanderer") {
        const auto x = id.second_number();
        if (auto card = n.card(id.card()); card && x)
            return L.trn("Spend {n} aether to deal {n} damage to {minion}",
                         "Spend {n} aether to deal {n} damage to {minion}", static_cast<long>(*x),
                         {{"minion", *card}});
    } else if (v == "discard_power") {
        if (auto card = n.card(id.card())) return L.tr("Pay to discard {card}", {{"card", *card}});
    } else if (v == "end" && id.args.empty()) {
        return L.tr("End the main phase");
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> engine_option_text(const Engine& e, DecisionKind kind, int player,
                                              std::string_view text_id, const lang::Language& L) {
    const OptionId id = OptionId::parse(text_id);
    const Names n{e, L};
    const auto& st = e.state();
    switch (kind) {
    case DecisionKind::MainAction: return main_action(e, player, id, n);
    case DecisionKind::CastingAction:
        if (id.verb == "end" && id.args.empty()) return L.tr("End the casting phase");
        if (id.verb == "cast")
            if (auto card = n.card(id.card());
                card && player >= 0 && static_cast<std::size_t>(player) < st.players.size())
                for (const auto& b : st.players[static_cast<std::size_t>(player)].breaches)
                    for (CardId c : b.prepped)
                        if (c == *id.card())
                            return L.tr("Cast {card} from breach {breach}",
                                        {{"card", *card}, {"breach", std::to_string(b.number)}});
        return std::nullopt;
    case DecisionKind::DestroyBreach:
        if (id.verb == "breach" && id.first_number())
            return L.tr("Breach {breach}", {{"breach", std::to_string(*id.first_number())}});
        return std::nullopt;
    case DecisionKind::ChooseTarget:
        if (id.verb == "nemesis" && id.args.empty())
            return L.trn("the nemesis ({n} life)", "the nemesis ({n} life)", st.nemesis.life);
        if (id.verb == "minion")
            if (auto card = n.card(id.card()))
                for (const auto& ip : st.nemesis.in_play)
                    if (ip.card == *id.card())
                        return L.trn("{minion} ({n} life)", "{minion} ({n} life)", ip.life,
                                     {{"minion", *card}});
        return std::nullopt;
    case DecisionKind::ChooseOption: // the ability window (engine/ability_window.cpp)
        if (id.verb == "pass" && id.args.empty()) return L.tr("Do not use it now");
        if (id.verb == "ability")
            if (const Player* p = player_at(e, id.first_number()))
                return L.tr("Use {player}'s {ability}",
                            {{"player", n.player(*p)}, {"ability", e.content().mage(p->mage).ability_name}});
        return std::nullopt;
    case DecisionKind::DiscardOrder:
        if (id.verb == "card") return n.card(id.card());
        return std::nullopt;
    default: return std::nullopt;
    }
}

std::optional<std::string> option_text_in(const Engine& e, const DecisionRequest& req, const Option& o,
                                          const lang::Language& L) {
    const int player = req.who.empty() ? -1 : req.who.front();
    const auto own = engine_option_text(e, req.kind, player, o.id, e.language());
    if (!own || *own != o.text) return std::nullopt; // a script's option, or one written before a change
    return engine_option_text(e, req.kind, player, o.id, L);
}

} // namespace ae
