// Content ids written in a scenario, checked against the content it plays with.
#pragma once

#include "content/yaml_values.hpp"
#include "engine/definitions.hpp"

#include <optional>
#include <string>
#include <vector>

namespace ae::scenario {

enum class CardKind { Player, Nemesis };

// A card id of the given kind; an unknown one is reported at the value (with a guess when one id ends in it).
std::optional<std::string> read_card_id(const content::SourceFile& f, const content::Value& v,
                                        const std::string& what, const Content& c, CardKind kind);
// A list of such ids; entries are named "<what> N" in messages. Unknown entries are left out.
std::vector<std::string> read_card_ids(const content::SourceFile& f, const YAML::Node& list,
                                       const std::string& what, const Content& c, CardKind kind);
// A mage or nemesis id.
std::optional<std::string> read_mage_id(const content::SourceFile& f, const content::Value& v,
                                        const Content& c);
std::optional<std::string> read_nemesis_id(const content::SourceFile& f, const content::Value& v,
                                           const Content& c);

} // namespace ae::scenario
