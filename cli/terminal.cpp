#include "cli/terminal.hpp"
#include "lang/language.hpp"

#include "cli/board.hpp"
#include "cli/option_keys.hpp"
#include "engine/option_id.hpp"
#include "play/shortcuts.hpp"

#include <algorithm>
#include <iostream>
#include <optional>
#include <sstream>

namespace ae::cli {
namespace {

const char* kHelp =
    // TRANSLATORS: keep every line under 100 columns (terminals wrap longer ones mid-word) and the keys as
    // they are: they are what a player types.
    N_("Type the key of an option (several keys separated by spaces when asked for more than one).\n"
       "  In the main phase: a number per card in hand (copies are one line), 2.3 preps card 2 to\n"
       "  breach III, g1-g9 the supply piles, f2/o2 focus or open breach II, c a charge, e the end,\n"
       "  a plays all gems in hand (when there are two or more).\n"
       "  b  show the board again\n"
       "  ?  this help;  ? KEY  what that option does\n"
       "  u  undo: take back your last answer in this turn\n"
       "  q  save and quit here (the battle is saved after every answer;\n"
       "     `gravehold battle --resume N` goes on)\n");

// A definition's text in the language of the table.
std::string shown_text(const Engine& e, const std::string& id, const std::string& english) {
    return e.content().shown_text_of(id, english, e.language().code());
}

std::string option_help(const Engine& e, const Option& o) {
    std::string text = e.content().shown_text(o.text, e.language().code());
    // Options that name a card by id show that card's description.
    const OptionId parsed = OptionId::parse(o.id);
    if (!parsed.args.empty()) {
        if (parsed.verb == "buy") {
            auto it = e.content().player_cards.find(std::string(parsed.first));
            if (it != e.content().player_cards.end())
                text += "\n    " + shown_text(e, it->first, it->second.text);
        } else if (const auto card = parsed.card()) {
            const CardId id = *card;
            if (id.value() < e.state().cards.size()) {
                const auto& ci = e.state().card(id);
                if (ci.nemesis)
                    text += "\n    " + shown_text(e, ci.def, e.content().nemesis_card(ci.def).text);
                else if (auto it = e.content().player_cards.find(ci.def);
                         it != e.content().player_cards.end())
                    text += "\n    " + shown_text(e, it->first, it->second.text);
            }
        }
    }
    return text;
}

} // namespace

PersonReply ask_person(Engine& e, const DecisionRequest& req, std::istream& in, std::ostream& out, bool color,
                       std::size_t width) {
    out << render_decision(e, req, color, width);
    const auto& L = e.language();
    const auto keyed = keyed_options(e, req);
    const bool gems = play::gem_plays(e, req).size() >= 2;
    const bool full_order = req.ordered && req.min == static_cast<int>(req.options.size());
    for (;;) {
        out << "> " << std::flush;
        std::string line;
        if (!std::getline(in, line)) return {};
        std::istringstream words(line);
        std::string first, rest;
        if (!(words >> first) && !full_order) continue;
        const bool extra = static_cast<bool>(words >> rest);
        if (first == "q" || first == "quit" || first == "u" || first == "undo" || first == "b" ||
            (first == "a" && gems)) {
            if (extra) {
                out << L.tr("'{key}' takes nothing after it; ? for help", {{"key", first}}) << "\n";
                continue;
            }
            if (first == "q" || first == "quit") return {};
            if (first == "u" || first == "undo") return {PersonReply::Kind::Undo, {}};
            if (first == "a") return {PersonReply::Kind::AllGems, {}};
            out << render_board(e, color, width) << render_decision(e, req, color, width);
            continue;
        }
        if (first == "?") {
            if (!extra) {
                out << L.tr(kHelp);
                continue;
            }
            if (const KeyedOption* k = find_key(keyed, rest))
                out << option_help(e, *req.find(k->ids.front())) << "\n";
            else
                out << L.tr("There is no option '{key}' here; b shows the options again.", {{"key", rest}})
                    << "\n";
            continue;
        }
        Typed typed = read_keys(req, keyed, line, L);
        if (!typed.error.empty()) {
            out << typed.error << "; " << L.tr("? for help") << "\n";
            continue;
        }
        const Answer a{req.seq, req.who.front(), std::move(typed.ids)};
        if (std::string why = validate(req, a); !why.empty()) {
            out << L.tr("Not accepted: {reason}", {{"reason", L.tr(why)}}) << "\n";
            continue;
        }
        return {PersonReply::Kind::Answer, a};
    }
}

} // namespace ae::cli
