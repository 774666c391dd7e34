// `rejected:` answers the pending decision must refuse, each with a fragment of the reason. They are
// submitted after every other check, and a refused answer must leave the battle exactly as it was.
#include "scenario/scenario_answers.hpp"
#include "scenario/scenario_expect.hpp"

#include "content/map_reader.hpp"

namespace ae::scenario {

namespace {

void read_one(const ExpectContext& ctx, const YAML::Node& node, std::vector<Check>& out) {
    const auto& f = ctx.file;
    content::MapReader r(f, node, "rejected answer", {"answer", "player", "reason"});
    if (!r.is_map()) return;
    auto v = r.value("answer", true);
    if (!v) return;
    auto choice = read_choice(f, v->node, "'answer'");
    auto player = r.integer("player", false, 1, ctx.players);
    auto reason = r.string("reason", false).value_or("");
    if (!choice) return;
    const std::string shown = show_list(*choice);
    const int who = player ? *player - 1 : -1;
    out.push_back({line_of(f, v->node),
                   [choice = *choice, shown, who, reason](Engine& e) -> std::optional<Mismatch> {
                       const std::string what = "answer " + shown + " to be rejected" +
                                                (reason.empty() ? "" : " with '" + reason + "'");
                       if (e.over()) return Mismatch{what, "no decision: the battle is over"};
                       const auto& req = e.pending();
                       const Answer a{req.seq, who >= 0 ? who : req.who.front(),
                                      resolve_answer(e.state(), req, choice)};
                       const auto before = e.state_hash();
                       const auto r = e.submit(a);
                       if (r.accepted) return Mismatch{what, "accepted"};
                       if (r.reason.find(reason) == std::string::npos)
                           return Mismatch{what, "rejected: " + r.reason};
                       if (e.state_hash() != before)
                           return Mismatch{what + " and nothing to change", "a changed state"};
                       return std::nullopt;
                   },
                   true});
}

} // namespace

void read_rejected_checks(const ExpectContext& ctx, const YAML::Node& value, std::vector<Check>& out) {
    if (value.IsSequence()) {
        for (const auto& item : value) read_one(ctx, item, out);
        return;
    }
    read_one(ctx, value, out);
}

} // namespace ae::scenario
