#include "cli/terminal.hpp"

#include "cli/board.hpp"
#include "engine/option_id.hpp"

#include <iostream>
#include <sstream>

namespace ae::cli {
namespace {

const char* kHelp =
    "Type the number of an option (several numbers separated by spaces when asked for more than one),\n"
    "  b  show the board again\n"
    "  ?  this help;  ? N  what option N does\n"
    "  u  undo: take back your last answer in this turn\n"
    "  q  save and quit here (the battle is saved after every answer; `gravehold battle --resume N` goes "
    "on)\n";

std::string option_help(const Engine& e, const Option& o) {
    std::string text = o.text;
    // Options that name a card by id show that card's description.
    const OptionId parsed = OptionId::parse(o.id);
    if (!parsed.args.empty()) {
        if (parsed.verb == "buy") {
            auto it = e.content().player_cards.find(std::string(parsed.first));
            if (it != e.content().player_cards.end()) text += "\n    " + it->second.text;
        } else if (const auto card = parsed.card()) {
            const CardId id = *card;
            if (id.value() < e.state().cards.size()) {
                const auto& ci = e.state().card(id);
                if (ci.nemesis)
                    text += "\n    " + e.content().nemesis_card(ci.def).text;
                else if (auto it = e.content().player_cards.find(ci.def);
                         it != e.content().player_cards.end())
                    text += "\n    " + it->second.text;
            }
        }
    }
    return text;
}

} // namespace

PersonReply ask_person(Engine& e, const DecisionRequest& req, std::istream& in, std::ostream& out,
                       bool color) {
    out << render_decision(e, req, color);
    for (;;) {
        out << "> " << std::flush;
        std::string line;
        if (!std::getline(in, line)) return {};
        std::istringstream words(line);
        std::string first, rest;
        if (!(words >> first)) continue;
        const bool extra = static_cast<bool>(words >> rest);
        if (first == "q" || first == "quit" || first == "u" || first == "undo" || first == "b") {
            if (extra) {
                out << "'" << first << "' takes nothing after it; ? for help\n";
                continue;
            }
            if (first == "q" || first == "quit") return {};
            if (first == "u" || first == "undo") return {PersonReply::Kind::Undo, {}};
            out << render_board(e, color) << render_decision(e, req, color);
            continue;
        }
        if (first == "?") {
            if (!extra) {
                out << kHelp;
                continue;
            }
            std::size_t used = 0;
            int n = 0;
            try {
                n = std::stoi(rest, &used);
            } catch (const std::exception&) { used = 0; }
            if (used != rest.size() || used == 0)
                out << "'? " << rest << "': give an option number (1-" << req.options.size() << ")\n";
            else if (n >= 1 && n <= static_cast<int>(req.options.size()))
                out << option_help(e, req.options[static_cast<std::size_t>(n - 1)]) << "\n";
            else
                out << "There is no option " << n << " (1-" << req.options.size() << ").\n";
            continue;
        }
        Answer a{req.seq, req.who.front(), {}};
        std::istringstream nums(line);
        std::string tok;
        bool bad = false;
        while (nums >> tok) {
            std::size_t used = 0;
            int n = 0;
            try {
                n = std::stoi(tok, &used);
            } catch (const std::exception&) { used = 0; }
            if (used != tok.size() || n < 1 || n > static_cast<int>(req.options.size())) {
                out << "'" << tok << "' is not an option number (1-" << req.options.size()
                    << "); ? for help\n";
                bad = true;
                break;
            }
            a.choice.push_back(req.options[static_cast<std::size_t>(n - 1)].id);
        }
        if (bad) continue;
        if (std::string why = validate(req, a); !why.empty()) {
            out << "Not accepted: " << why << "\n";
            continue;
        }
        return {PersonReply::Kind::Answer, a};
    }
}

} // namespace ae::cli
