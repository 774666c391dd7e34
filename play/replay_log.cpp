#include "play/replay_log.hpp"

#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "scripting/lua_release.hpp"

namespace ae::play {

void check_compatible(const Content& content, const saves::BattleHeader& header, const std::string& what) {
    const std::string now = content::content_hash(content);
    if (now != header.content_hash)
        throw SaveError(what + " was played with other content (content hash " + header.content_hash +
                        ", the loaded content has " + now + ")");
    if (lua::release_number() != header.lua_release)
        throw SaveError(what + " was played with Lua release " + std::to_string(header.lua_release) +
                        ", this gravehold has " + std::to_string(lua::release_number()));
}

namespace {
void fill_automatic(const Engine& e, std::vector<int>& turn_of) {
    while (turn_of.size() < e.inputs().size()) turn_of.push_back(e.state().turn.number);
}
} // namespace

SubmitResult submit_tracked(Engine& e, const Answer& a, std::vector<int>& turn_of) {
    const int turn = e.state().turn.number;
    const std::size_t before = e.inputs().size();
    SubmitResult r = e.submit(a);
    if (r.accepted) {
        turn_of.resize(before);
        turn_of.push_back(turn);
        fill_automatic(e, turn_of);
    }
    return r;
}

Replayed replay_log(const Content& content, const saves::BattleHeader& header,
                    const std::vector<Answer>& inputs, std::size_t count, const std::string& what) {
    return replay_log(content, header, inputs, count, what, std::nullopt);
}

Replayed replay_log(const Content& content, const saves::BattleHeader& header,
                    const std::vector<Answer>& inputs, std::size_t count, const std::string& what,
                    const std::optional<saves::StoredCheckpoint>& checkpoint) {
    Replayed out;
    std::size_t first = 0;
    if (checkpoint && checkpoint->inputs <= std::min(count, inputs.size())) {
        const std::vector<Answer> before(inputs.begin(),
                                         inputs.begin() + static_cast<std::ptrdiff_t>(checkpoint->inputs));
        try {
            out.battle =
                std::make_unique<Battle>(content, header.setup, header.seed, checkpoint->text, before);
        } catch (const SaveError& e) { throw SaveError(what + ": " + e.what()); }
        if (saves::hex(out.battle->engine().state_hash()) != checkpoint->state_hash)
            throw SaveError(what + ": its checkpoint after answer " + std::to_string(checkpoint->inputs) +
                            " does not give the state it was stored with (a damaged record)");
        out.turn_of.assign(checkpoint->inputs, -1);
        out.restored_at = checkpoint->inputs;
        first = checkpoint->inputs;
    } else {
        out.battle = std::make_unique<Battle>(content, header.setup, header.seed);
        out.battle->engine().advance();
        fill_automatic(out.battle->engine(), out.turn_of);
    }
    Engine& e = out.battle->engine();
    for (std::size_t i = first; i < count && i < inputs.size(); ++i) {
        const Answer& a = inputs[i];
        if (a.automatic) continue;
        if (e.over()) throw SaveError(what + ": the replay ended before its answers did");
        if (auto r = submit_tracked(e, a, out.turn_of); !r.accepted)
            throw SaveError(what + ": recorded answer " + std::to_string(i + 1) + " (to decision " +
                            std::to_string(a.seq) + ") is refused on replay: " + r.reason);
        ++out.given;
    }
    return out;
}

std::variant<std::size_t, std::string> undo_target(const Replayed& run, const std::vector<bool>& bots) {
    const Engine& e = run.battle->engine();
    const auto& inputs = e.inputs();
    const int turn = e.state().turn.number;
    for (std::size_t i = inputs.size(); i-- > 0;) {
        const Answer& a = inputs[i];
        if (a.automatic || bots[static_cast<std::size_t>(a.player)]) continue;
        if (run.turn_of[i] != turn)
            return "nothing to undo in this turn (turn " + std::to_string(turn) +
                   "): answers from earlier turns cannot be taken back";
        return i;
    }
    return std::string("nothing to undo: no answer has been given by a person yet");
}

} // namespace ae::play
