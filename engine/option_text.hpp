// The text of an option the engine makes (issue #22), from its id and the state, in any language: the engine
// writes its options with it, and a front-end with readers in several languages (the web table) writes them
// again for each reader. Options a script makes have their own text and are not known here.
#pragma once

#include "engine/decision.hpp"
#include "lang/language.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace ae {

class Engine;

// `player`: whose decision it is (the main phase's and casting phase's player). nullopt for an id the engine
// does not make for that kind of decision.
std::optional<std::string> engine_option_text(const Engine& e, DecisionKind kind, int player,
                                              std::string_view id, const lang::Language& L);

// The option's text in `L` when the engine made it (its text in the engine's own language is exactly what
// engine_option_text writes there); else nullopt, and the option's own text stands.
std::optional<std::string> option_text_in(const Engine& e, const DecisionRequest& req, const Option& o,
                                          const lang::Language& L);

} // namespace ae
