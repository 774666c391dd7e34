#include "scenario/scenario_run.hpp"

#include "core/errors.hpp"
#include "scenario/scenario_answers.hpp"
#include "scenario/scenario_arrange.hpp"
#include "scenario/scenario_inline.hpp"

#include <memory>

namespace ae::scenario {

namespace {

// An error's message, with places in inline Lua turned into places in the scenario file.
// Only the first line: a failure is one line (a Lua traceback follows the message).
std::string error_text(const Scenario& s, const std::exception& err) {
    const std::string what = err.what();
    return "error: " + lua_places(what.substr(0, what.find('\n')), s.lua_lines, s.file);
}

std::string over_text(const Engine& e) {
    return std::string("the battle is over (") + (e.state().result == Result::Won ? "won: " : "lost: ") +
           e.state().result_reason + ")";
}

// Gives the answers in order; false (with a failure) when one cannot be given.
bool answer_all(Engine& e, const Scenario& s, Outcome& out) {
    for (const auto& a : s.answers) {
        const std::string shown = show_list(a.choice);
        if (e.over()) {
            out.failures.push_back({a.line, "a decision for answer " + shown, over_text(e)});
            return false;
        }
        const DecisionRequest req = e.pending();
        const Answer answer{req.seq, a.player >= 0 ? a.player : req.who.front(),
                            resolve_answer(e.state(), req, a.choice)};
        try {
            const auto r = e.submit(answer);
            if (!r.accepted) {
                out.failures.push_back(
                    {a.line, "answer " + shown + " to be accepted",
                     "rejected: " + r.reason + "; pending " + describe_pending(e.state(), req)});
                return false;
            }
        } catch (const Error& err) {
            out.failures.push_back({a.line, "answer " + shown + " to resolve", error_text(s, err)});
            return false;
        }
    }
    return true;
}

} // namespace

Outcome run_scenario(const Scenario& s) {
    Outcome out;
    std::unique_ptr<play::Battle> battle;
    try {
        battle = start_battle(s);
        battle->engine().advance();
    } catch (const Error& err) {
        out.failures.push_back({s.line, "the battle to start", error_text(s, err)});
        if (battle)
            for (const auto& ev : battle->engine().events())
                out.log.push_back(describe(ev, battle->engine().state()));
        return out;
    }
    Engine& e = battle->engine();
    if (answer_all(e, s, out)) {
        for (bool submitting : {false, true})
            for (const auto& check : s.checks) {
                if (check.submits != submitting) continue;
                try {
                    if (auto m = check.run(e)) out.failures.push_back({check.line, m->expected, m->got});
                } catch (const Error& err) {
                    out.failures.push_back({check.line, "the check to run", error_text(s, err)});
                }
            }
    }
    for (const auto& ev : e.events())
        out.log.push_back(std::string(to_string(ev.kind)) + ": " + describe(ev, e.state()));
    return out;
}

} // namespace ae::scenario
