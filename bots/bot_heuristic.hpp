// The heuristic bot (issue #7, docs/bots.md): a fixed, greedy policy that reads the pending decision's
// option ids and the battle state and answers like a sensible beginner. Main phase: play every gem and
// relic, use a charged ability, pay TO DISCARD costs, prep spells, then spend the aether on the best
// card (cost as its base value), a breach or a charge. Damage goes to the minion it can kill, else the
// nemesis; harm goes to the healthiest player, help to the weakest. It has no memory and no randomness:
// the same state and request always give the same answer.
#pragma once

#include "bots/bots.hpp"

namespace ae::bots {

class HeuristicBot : public Bot {
public:
    Answer choose(const Engine& engine, const DecisionRequest& request) override;
};

// The parts of the policy, exposed for tests and for docs/bots.md to point at. Each returns the chosen
// option ids (always a legal answer for the request).
namespace heuristic {

// How much the bot would like to own a card: its cost, plus 2 for spells (damage wins short battles),
// minus a little for relics.
double card_value(const Engine& e, const std::string& card_def);
double card_value(const PlayerCardDef& d); // the same, for a definition already found

std::vector<std::string> main_action(const Engine& e, const DecisionRequest& req);
std::vector<std::string> casting_action(const Engine& e, const DecisionRequest& req);
std::vector<std::string> turn_order_wild(const Engine& e, const DecisionRequest& req);
std::vector<std::string> discard_order(const Engine& e, const DecisionRequest& req);
std::vector<std::string> destroy_breach(const Engine& e, const DecisionRequest& req);
std::vector<std::string> choose_target(const Engine& e, const DecisionRequest& req);
std::vector<std::string> choose_option(const Engine& e, const DecisionRequest& req);
std::vector<std::string> choose_player(const Engine& e, const DecisionRequest& req);
std::vector<std::string> choose_cards(const Engine& e, const DecisionRequest& req);

} // namespace heuristic
} // namespace ae::bots
