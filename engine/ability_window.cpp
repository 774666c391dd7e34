// Abilities used at a moment rather than in a main phase (rules/base.md §4.3, App. B.2: Adelheim when a
// nemesis attack or power is drawn, Phaedraxa when a turn order card is drawn; card-facts §4.2: Qu at the
// end of their own draw phase). The owner may use it or pass.
#include "engine/engine.hpp"
#include "engine/option_text.hpp"
#include "lang/language.hpp"

namespace ae {

StepResult run(Engine& e, AbilityWindowStep& s) {
    auto& st = e.mut();
    if (auto a = e.take_answer()) {
        const std::string& id = a->choice.front();
        if (id == "pass") return StepResult::Done;
        const int owner = std::stoi(id.substr(8));
        const auto& mage = e.content().mage(st.players[owner].mage);
        e.lose_charges(owner, st.players[owner].charges);
        e.emit({.kind = EventKind::AbilityUsed, .player = owner, .text = mage.ability_name});
        e.schedule(RunEffect{{mage.script, "", "ability", mage.id, owner, s.card, 0}});
        return StepResult::Continue; // another mage with the same timing may still use theirs
    }
    if (!st.rules.abilities || e.over()) return StepResult::Done;
    // The window opens at every nemesis card and turn order card, and is nearly always shut: the mat is
    // looked up only for a charged player, and the prompt written only when someone may answer.
    DecisionRequest req;
    req.kind = DecisionKind::ChooseOption;
    for (const auto& p : st.players) {
        if (p.max_charges == 0 || p.charges < p.max_charges) continue;
        const auto& mage = e.content().mage(p.mage);
        if (mage.ability_window != s.window) continue;
        if (s.window == AbilityWindow::OwnDrawPhaseEnd && p.index != st.turn.player) continue;
        req.who.push_back(p.index);
        const std::string id = "ability:" + std::to_string(p.index);
        req.options.push_back(
            {id, e.presentation().option_texts
                     ? engine_option_text(e, req.kind, p.index, id, e.language()).value_or(id)
                     : ""});
    }
    if (req.options.empty()) return StepResult::Done;
    req.prompt = s.window == AbilityWindow::NemesisCardDrawn
                     // English, with the English name: a bot reads prompts (shown_prompt translates it)
                     ? "Use an ability before " + e.card_name(s.card) + " resolves?"
                     : s.window == AbilityWindow::OwnDrawPhaseEnd
                           ? N_("Use your ability now that your draw phase ends?")
                           : N_("Use an ability now that a turn order card is drawn?");
    req.options.push_back(
        {"pass", e.presentation().option_texts
                     ? engine_option_text(e, req.kind, -1, "pass", e.language()).value_or("pass")
                     : ""});
    return e.await(std::move(req));
}

} // namespace ae
