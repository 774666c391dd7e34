// Content keeps its definitions in maps keyed by id strings, and the main phase asks for the same few
// dozen cards at every decision. A DefMemo remembers, per slot (a card, a supply pile), which definition
// an id named; a later request for the same slot only compares the id with the remembered key, instead
// of walking the tree. Definitions must not be removed from the content during a battle (the engine
// already relies on that: Engine::definition_has_entry remembers per definition too).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace ae {

template <class Def>
class DefMemo {
public:
    // defs.at(id) (by way of `find`, which throws the content's own "unknown ..." error when there is
    // none), remembered in `slot`.
    template <class Find>
    const Def& get(const std::map<std::string, Def>& defs, std::size_t slot, const std::string& id,
                   Find&& find) {
        if (slot < slots_.size()) {
            const Slot& s = slots_[slot];
            if (s.key != nullptr && *s.key == id) return *s.def;
        }
        const auto it = defs.find(id);
        if (it == defs.end()) return find(id);
        if (slot >= slots_.size()) slots_.resize(slot + 1);
        slots_[slot] = {&it->first, &it->second};
        return it->second;
    }

private:
    struct Slot {
        const std::string* key = nullptr; // the map's own key: map nodes never move
        const Def* def = nullptr;
    };
    std::vector<Slot> slots_;
};

} // namespace ae
