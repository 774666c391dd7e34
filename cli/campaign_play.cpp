#include "cli/campaign_play.hpp"

#include "campaigns/decision_text.hpp"
#include "campaigns/hooks.hpp"
#include "campaigns/log_text.hpp"
#include "campaigns/undo_words.hpp"
#include "cli/battle_run.hpp"
#include "cli/campaign_battle.hpp"
#include "cli/shell_hint.hpp"
#include "engine/rng.hpp"
#include "play/campaign_session.hpp"
#include "saves/campaign_store.hpp"

#include <iostream>
#include <sstream>

namespace ae::cli {
namespace {

// The campaign's texts in the language its content is shown in (the campaign's own unless another was
// asked for).
const lang::Language& language_of(const play::CampaignSession& s) {
    return lang::Language::or_english(s.content.content.language);
}

void print_log(const std::vector<campaign::LogEntry>& entries, const play::CampaignSession& s,
               std::ostream& out) {
    for (const auto& e : entries)
        out << "* " << campaign::log_text(e, s.content.content, &s.def, language_of(s)) << "\n";
}

// A person answers a campaign decision by number(s); `q` stops (everything so far is saved).
std::optional<std::vector<std::string>> ask(const campaign::Decision& d, const play::CampaignSession& s,
                                            std::istream& in, std::ostream& out) {
    const lang::Language& L = language_of(s);
    out << "\n" << campaign::shown_prompt(d, s.content.content, L) << "\n";
    for (std::size_t i = 0; i < d.options.size(); ++i)
        out << "  " << i + 1 << ". " << campaign::shown_label(d, d.options[i], s.content.content, L) << "\n";
    while (true) {
        out << (d.max == 1       ? L.tr("Choose 1, or q to stop> ")
                : d.min == d.max ? L.tr("Choose {n} (numbers separated by spaces), or q to stop> ",
                                        {{"n", std::to_string(d.min)}})
                                 : L.tr("Choose {min}-{max} (numbers separated by spaces), or q to stop> ",
                                        {{"min", std::to_string(d.min)}, {"max", std::to_string(d.max)}}))
            << std::flush;
        std::string line;
        if (!std::getline(in, line)) return std::nullopt;
        if (line == "q" || line == "quit") return std::nullopt;
        std::istringstream words(line);
        std::vector<std::string> ids;
        std::string w;
        bool bad = false;
        while (words >> w) {
            std::size_t n = 0;
            try {
                n = std::stoul(w);
            } catch (...) { n = 0; }
            if (n < 1 || n > d.options.size()) {
                out << L.tr("'{answer}' is not an option number (1-{n}).",
                            {{"answer", w}, {"n", std::to_string(d.options.size())}})
                    << "\n";
                bad = true;
                break;
            }
            ids.push_back(d.options[n - 1].id);
        }
        if (!bad) return ids;
    }
}

// Bots answer campaign decisions at random among the legal answers, from the campaign's own seed, so an
// unattended campaign is reproducible.
std::vector<std::string> bot_answer(const campaign::Decision& d, const campaign::CampaignState& s) {
    Rng rng(s.seed ^ (0x5bd1e995ULL * (s.choices.size() + 1)) ^ std::hash<std::string>{}(d.key));
    std::vector<std::string> ids;
    for (const auto& o : d.options)
        if (o.id != "no" && o.id != "none") ids.push_back(o.id); // confirm, and take a treasure when offered
    if (ids.empty())
        for (const auto& o : d.options) ids.push_back(o.id);
    rng.shuffle(ids);
    ids.resize(std::min(ids.size(), static_cast<std::size_t>(std::max(d.min, 1))));
    return ids;
}

} // namespace

int play_campaign(const CampaignPlayOptions& o, std::istream& in, std::ostream& out) {
    saves::Database db(o.db);
    auto state = saves::load_campaign(db, o.name);
    const std::int64_t id = saves::campaign_id(db, o.name);
    const play::CampaignSession session(state.definition, state.language);
    const lang::Language& L = language_of(session);
    if (state.finished) {
        out << L.tr("Campaign '{name}' is finished. See `{command}`.",
                    {{"name", o.name}, {"command", go_on(o.db_flag, {"campaign", "log", o.name})}})
            << "\n";
        return 0;
    }
    const auto bots = parse_bots(o.bots, state.players);
    const std::string again = go_on(o.db_flag, {"campaign", "play", o.name});
    campaign::Runner runner(session.def, session.content.content, state, campaign::hook_runner(session.def));
    int battles = 0;
    while (true) {
        const auto status = runner.advance();
        auto entries = runner.take_log();
        // The story carrying on from the last answer: `campaign undo` of that answer takes this back too.
        saves::save_campaign(db, state, entries, saves::UndoMark::follow_up());
        print_log(entries, session, out);
        if (status == campaign::RunStatus::Finished) {
            out << "\n" << L.tr("Campaign '{name}' is finished.", {{"name", o.name}}) << "\n";
            return 0;
        }
        if (status == campaign::RunStatus::Decision) {
            const auto& d = runner.decision();
            const bool by_bot = d.seat > 0 ? bots.at(static_cast<std::size_t>(d.seat - 1))
                                           : std::all_of(bots.begin(), bots.end(), [](bool b) { return b; });
            const campaign::CampaignState before = state;
            std::string what;
            while (true) {
                std::optional<std::vector<std::string>> ids;
                if (by_bot)
                    ids = bot_answer(d, state);
                else
                    ids = ask(d, session, in, out);
                if (!ids) {
                    out << "\n"
                        << L.tr("Stopped. Everything so far is saved; `{command}` continues here.",
                                {{"command", again}})
                        << "\n";
                    return 0;
                }
                what = campaign::answer_undo(d, *ids, session.content.content);
                if (auto why = runner.answer(*ids)) {
                    if (by_bot)
                        throw RuleError(std::string("the bot gave an illegal campaign answer: ") +
                                        why->what());
                    out << L.tr("Refused: {why}", {{"why", why->shown()}}) << "\n";
                    continue;
                }
                break;
            }
            auto made = runner.take_log();
            saves::save_campaign(db, state, made, saves::UndoMark::step(before, what));
            print_log(made, session, out);
            continue;
        }
        // A battle.
        if (o.until_battle || state.companion) {
            out << "\n"
                << L.tr("The battle is next. Play it at the table, then record it with `{command} --result "
                        "won` (or lost, with --gravehold, --turns and --nemesis-life).",
                        {{"command", go_on(o.db_flag, {"campaign", "record", o.name})}})
                << "\n";
            return 0;
        }
        if (o.max_battles > 0 && battles >= o.max_battles) {
            out << "\n"
                << L.tr("Stopping before the next battle (--max-battles). `{command}` continues here.",
                        {{"command", again}})
                << "\n";
            return 0;
        }
        SeatPlayers seats{bots, o.bot, o.color, o.quiet};
        auto outcome = play_campaign_battle(db, id, session.content, runner, state, seats, in, out);
        if (!outcome) {
            saves::save_campaign(db, state, runner.take_log());
            out << "\n"
                << L.tr("Stopped during the battle. It is saved after every answer; `{command}` resumes at "
                        "the same decision.",
                        {{"command", again}})
                << "\n";
            return 0;
        }
        runner.battle_finished(*outcome);
        auto after = runner.take_log();
        saves::save_campaign(db, state, after);
        print_log(after, session, out);
        ++battles;
    }
}

} // namespace ae::cli
