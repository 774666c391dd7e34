// Difficulty levels (../shared/nemeses-base.md §0.3; rules/base.md §12.1).
#include "engine/rules.hpp"

namespace ae {

const char* to_string(Difficulty d) {
    switch (d) {
    case Difficulty::Beginner: return "beginner";
    case Difficulty::Normal: return "normal";
    case Difficulty::Expert: return "expert";
    case Difficulty::Extinction: return "extinction";
    }
    return "normal";
}

std::optional<Difficulty> difficulty_named(const std::string& name) {
    for (Difficulty d :
         {Difficulty::Beginner, Difficulty::Normal, Difficulty::Expert, Difficulty::Extinction})
        if (name == to_string(d)) return d;
    return std::nullopt;
}

void apply_difficulty(Rules& r, Difficulty d) {
    // The variant's values are the normal level's; the other levels move them by the same steps.
    const int player = d == Difficulty::Beginner ? 2 : d == Difficulty::Extinction ? -2 : 0;
    const int gravehold = d == Difficulty::Beginner ? 5 : d == Difficulty::Extinction ? -5 : 0;
    const int nemesis = d == Difficulty::Beginner ? -10 : d == Difficulty::Extinction ? 10 : 0;
    const int was_player = r.difficulty == Difficulty::Beginner     ? 2
                           : r.difficulty == Difficulty::Extinction ? -2
                                                                    : 0;
    const int was_gravehold = r.difficulty == Difficulty::Beginner     ? 5
                              : r.difficulty == Difficulty::Extinction ? -5
                                                                       : 0;
    const int was_nemesis = r.difficulty == Difficulty::Beginner     ? -10
                            : r.difficulty == Difficulty::Extinction ? 10
                                                                     : 0;
    r.player_life += player - was_player;
    r.gravehold_life += gravehold - was_gravehold;
    r.nemesis_life_delta += nemesis - was_nemesis;
    r.difficulty = d;
}

} // namespace ae
