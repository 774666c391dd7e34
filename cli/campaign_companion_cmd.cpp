// The companion commands: what a group playing with the physical box records (issue #15 §2). Every one is a
// Change or a battle record, checked before it is written, logged in the same transaction, and undoable.
#include "campaigns/changes.hpp"
#include "campaigns/hooks.hpp"
#include "campaigns/log_text.hpp"
#include "campaigns/next_step.hpp"
#include "campaigns/refusal.hpp"
#include "campaigns/runner.hpp"
#include "campaigns/undo_words.hpp"
#include "cli/campaign_battle.hpp"
#include "cli/campaign_next.hpp"
#include "cli/comma_list.hpp"
#include "cli/commands.hpp"
#include "cli/shell_hint.hpp"
#include "core/errors.hpp"
#include "play/campaign_battle.hpp"
#include "play/campaign_desk.hpp"
#include "play/campaign_session.hpp"
#include "play/companion_change.hpp"
#include "saves/campaign_store.hpp"

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ae::cli {
namespace {

const lang::Language& language_of(const play::CampaignSession& s) {
    return lang::Language::or_english(s.content.content.language);
}

// What a command wrote, each entry in the campaign's language.
void print_written(const play::Written& w, std::ostream& out) {
    for (const auto& e : w.log)
        out << "* "
            << campaign::log_text(e, w.session->content.content, &w.session->def, language_of(*w.session))
            << "\n";
}

// Companion mode: one change (play/companion_change.hpp), validated and logged like the ones the campaign
// makes itself.
int cmd_apply(const Globals& g, const std::string& name, const play::CompanionRequest& r, std::ostream& out) {
    saves::Database db(g.db_path());
    const play::Written w = play::apply_companion(db, name, r);
    print_written(w, out);
    out << "("
        << language_of(*w.session)
               .tr("`{command}` takes it back.", {{"command", go_on(g.db, {"campaign", "undo", name})}})
        << ")\n";
    return 0;
}

// `--played-by`: who sat at which mage, either "Kasia,Tomek" in seat order or "Ana=Kasia,Bo=Tomek" by the
// names on the mats (or seat numbers). One entry per seat; "" where nobody was named.
std::vector<std::string> who_played(const campaign::CampaignState& s, const std::string& text) {
    if (text.empty()) return {};
    const auto items = comma_list(text);
    std::vector<std::string> out(static_cast<std::size_t>(s.players));
    const bool by_mage = text.find('=') != std::string::npos;
    if (!by_mage && items.size() != out.size())
        throw InvalidRequest("--played-by names " + std::to_string(items.size()) + " people for " +
                             std::to_string(s.players) + " seats; give one per seat, or MAGE=PERSON pairs");
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto eq = items[i].find('=');
        if (by_mage && eq == std::string::npos)
            throw InvalidRequest("--played-by: '" + items[i] +
                                 "' is not MAGE=PERSON; use pairs for every seat");
        const std::string person = by_mage ? items[i].substr(eq + 1) : items[i];
        const std::size_t seat =
            by_mage ? static_cast<std::size_t>(play::seat_of(s, items[i].substr(0, eq))) - 1 : i;
        if (person.empty() || person.size() > 100)
            throw InvalidRequest("--played-by: a person's name is 1 to 100 characters ('" + items[i] + "')");
        for (const char ch : person)
            if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
                throw InvalidRequest("--played-by: a name holds a control character");
        if (!out[seat].empty())
            throw InvalidRequest("--played-by names two people for " + s.mages[seat].name);
        out[seat] = person;
    }
    return out;
}

// `campaign record`: a battle played with the physical box. Accepted only when the campaign waits at a
// battle; it finishes that battle and the campaign moves on as if it had been played here, up to what is
// due next (a decision or the next battle). Nothing is written when it is refused.
int cmd_record(const Globals& g, const std::string& name, const std::string& result, int gravehold, int turns,
               int nemesis_life, const std::string& played_by, std::ostream& out) {
    if (result != "won" && result != "lost") throw InvalidRequest("--result takes won or lost");
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    std::shared_ptr<const play::CampaignSession> session; // loaded once, for the check and the record
    if (!s.finished) {
        // The terminal's own hint when a decision comes first; play::record_battle refuses it too.
        session = play::session_for(s);
        const auto n = play::next_of(*session, s);
        if (n.status == campaign::RunStatus::Decision) {
            const auto english = play::next_of(*session, s, &lang::Language::english());
            throw campaign::refusal(
                session->content.content,
                N_("no battle is due in campaign '{name}': first \"{prompt}\" (answer it with "
                   "`{command}`)"),
                {{"name", name},
                 {"prompt", english.prompt, false, n.prompt},
                 {"command", go_on(g.db, {"campaign", "play", name, "--until-battle"})}});
        }
    }
    play::BattleRecord rec{result, gravehold, turns, nemesis_life, who_played(s, played_by)};
    const play::Written w = play::record_battle(db, name, rec, session);
    const lang::Language& L = language_of(*w.session);
    print_written(w, out);
    out << "("
        << L.tr("`{command}` takes this record back.", {{"command", go_on(g.db, {"campaign", "undo", name})}})
        << ")\n\n";
    print_next(play::next_of(*w.session, w.state, &L), w.state, g.db, out, L);
    return 0;
}

// `campaign answer NAME CHOICE...`: the decision that is due, answered by names instead of at the prompt
// (a group at the table, a script, a test). The story then carries on to what is due next.
int cmd_answer(const Globals& g, const std::string& name, const std::vector<std::string>& words,
               std::ostream& out) {
    saves::Database db(g.db_path());
    std::shared_ptr<const play::CampaignSession> session; // loaded once, for the check and the answer
    {
        const auto s = saves::load_campaign(db, name);
        if (!s.finished) {
            session = play::session_for(s);
            if (play::next_of(*session, s).status != campaign::RunStatus::Decision)
                throw campaign::refusal(
                    session->content.content,
                    N_("no decision is due in campaign '{name}'; `{command}` says what is"),
                    {{"name", name}, {"command", go_on(g.db, {"campaign", "next", name})}});
        }
    }
    const play::Written w = play::answer_decision(db, name, words, session);
    const lang::Language& L = language_of(*w.session);
    print_written(w, out);
    out << "(" << L.tr("`{command}` takes it back.", {{"command", go_on(g.db, {"campaign", "undo", name})}})
        << ")\n\n";
    print_next(play::next_of(*w.session, w.state, &L), w.state, g.db, out, L);
    return 0;
}

// `campaign undo`: the latest change a person made, taken back (saves/campaign_undo.hpp).
int cmd_undo(const Globals& g, const std::string& name, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto done = saves::undo_last_change(db, name);
    const play::CampaignSession session(done.now.definition, done.now.language);
    const lang::Language& L = language_of(session);
    out << "* "
        << L.tr("Undone: {what}",
                {{"what", campaign::undo_text(done.kept, session.content.content, &session.def, L)}})
        << "\n";
    const int left = saves::undo_depth(db, name);
    out << "("
        << (left == 0 ? L.tr("nothing more can be undone")
                      : L.trn("{n} more can be undone", "{n} more can be undone", left))
        << ")\n\n";
    print_next(play::next_of(session, done.now, &L), done.now, g.db, out, L);
    return 0;
}

int cmd_next(const Globals& g, const std::string& name, bool as_json, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    const play::CampaignSession session(s.definition, s.language);
    const lang::Language& L = language_of(session);
    const auto n = play::next_of(session, s, &L);
    if (!as_json) {
        print_next(n, s, g.db, out, L);
        return 0;
    }
    out << campaign::to_json(n).dump(2) << "\n";
    return 0;
}

} // namespace

void add_campaign_companion_commands(CLI::App* cmd, const Globals& g, int& exit_code) {
    // Companion mode: every change is also a command.
    auto cname = std::make_shared<std::string>();
    auto change = std::make_shared<play::CompanionRequest>(play::CompanionRequest{.kind = "apply"});
    std::string kinds;
    for (const auto& k : campaign::change_kinds()) kinds += (kinds.empty() ? "" : ", ") + k;
    CLI::App* ap = cmd->add_subcommand("apply", "Record a change made at the table (" + kinds + ")");
    ap->add_option("name", *cname, "The campaign")->required();
    ap->add_option("kind", change->change, "The change")
        ->required()
        ->check(CLI::IsMember(campaign::change_kinds()));
    ap->add_option("--id", change->id, "What it changes: a card, pack, sticker, flag, seat or mage name");
    ap->add_option("--value", change->value,
                   "A value (flag value, evolved card, slot=sticker, note text, ...)");
    ap->add_option("--level", change->level, "A treasure's level")->check(CLI::Range(1, 3));
    ap->callback([cname, change, &g, &exit_code] { exit_code = cmd_apply(g, *cname, *change, std::cout); });

    // Friendly forms of the most common table changes.
    auto bname = std::make_shared<std::string>();
    auto ban_r = std::make_shared<play::CompanionRequest>(play::CompanionRequest{.kind = "banish"});
    CLI::App* ban = cmd->add_subcommand(
        "banish", "Banish a card, by its printed name or id, from wherever the campaign holds it");
    ban->add_option("name", *bname, "The campaign")->required();
    ban->add_option("card", ban_r->card, "The card's printed name (any language) or id")->required();
    ban->add_option("--from", ban_r->from,
                    "supply, nemesis or other (a card of the box); default: where the campaign holds it")
        ->check(CLI::IsMember({"supply", "nemesis", "other"}));
    ban->callback([bname, ban_r, &g, &exit_code] { exit_code = cmd_apply(g, *bname, *ban_r, std::cout); });

    auto oname = std::make_shared<std::string>();
    auto open_r = std::make_shared<play::CompanionRequest>(play::CompanionRequest{.kind = "open"});
    CLI::App* op =
        cmd->add_subcommand("open", "Record that a pack, envelope, box or sticker section was opened");
    op->add_option("name", *oname, "The campaign")->required();
    op->add_option("thing", open_r->id, "What was opened, e.g. envelope.2a")->required();
    op->callback([oname, open_r, &g, &exit_code] { exit_code = cmd_apply(g, *oname, *open_r, std::cout); });

    auto sname = std::make_shared<std::string>();
    auto st_r = std::make_shared<play::CompanionRequest>(play::CompanionRequest{.kind = "sticker"});
    CLI::App* st = cmd->add_subcommand(
        "sticker",
        "Place a sticker: a rule sticker, a mat sticker (--mage --slot) or an evolve sticker (--card)");
    st->add_option("name", *sname, "The campaign")->required();
    st->add_option("sticker", st_r->sticker, "The sticker's id (for evolve stickers: 'evolve')")->required();
    st->add_option("--mage", st_r->mage, "Mat sticker: the mage's name or seat");
    st->add_option("--slot", st_r->slot, "Mat sticker: the slot");
    st->add_option("--card", st_r->card, "Evolve sticker: the basic nemesis card's printed name or id");
    st->callback([sname, st_r, &g, &exit_code] {
        // The play layer refuses these too; here they name the options to add.
        if (st_r->card.empty() && !st_r->mage.empty() && st_r->slot.empty())
            throw InvalidRequest("a mat sticker needs --slot");
        if (st_r->card.empty() && st_r->mage.empty() && !st_r->slot.empty())
            throw InvalidRequest("a mat sticker needs --mage");
        exit_code = cmd_apply(g, *sname, *st_r, std::cout);
    });

    auto tname = std::make_shared<std::string>();
    auto tr_r = std::make_shared<play::CompanionRequest>(play::CompanionRequest{.kind = "treasure"});
    CLI::App* tr = cmd->add_subcommand("treasure", "Add a treasure to the barracks");
    tr->add_option("name", *tname, "The campaign")->required();
    tr->add_option("card", tr_r->card, "The treasure's printed name (any language) or id")->required();
    tr->add_option("--level", tr_r->level, "Its level, 1-3 (checked against the card)")
        ->check(CLI::Range(1, 3));
    tr->callback([tname, tr_r, &g, &exit_code] { exit_code = cmd_apply(g, *tname, *tr_r, std::cout); });

    auto rname = std::make_shared<std::string>();
    auto rresult = std::make_shared<std::string>();
    auto rgh = std::make_shared<int>(0);
    auto rturns = std::make_shared<int>(0);
    auto rnemesis = std::make_shared<int>(0);
    auto rplayed = std::make_shared<std::string>();
    CLI::App* rec = cmd->add_subcommand("record", "Record a battle played with the physical box");
    rec->add_option("name", *rname, "The campaign")->required();
    rec->add_option("--result", *rresult, "won or lost")->required()->check(CLI::IsMember({"won", "lost"}));
    rec->add_option("--gravehold", *rgh, "Gravehold's (or the ally's) life at the end")
        ->check(CLI::Range(0, 99));
    rec->add_option("--turns", *rturns, "How many turns it took")->check(CLI::Range(0, 9999));
    rec->add_option("--nemesis-life", *rnemesis, "The nemesis's life at the end (a lost battle)")
        ->check(CLI::Range(0, 999));
    rec->add_option("--played-by", *rplayed,
                    "Who played which mage: PERSON,PERSON in seat order, or MAGE=PERSON,MAGE=PERSON");
    rec->callback([rname, rresult, rgh, rturns, rnemesis, rplayed, &g, &exit_code] {
        exit_code = cmd_record(g, *rname, *rresult, *rgh, *rturns, *rnemesis, *rplayed, std::cout);
    });

    auto nname = std::make_shared<std::string>();
    auto note_r = std::make_shared<play::CompanionRequest>(play::CompanionRequest{.kind = "note"});
    CLI::App* no =
        cmd->add_subcommand("note", "Write what the group did at the table that no other command names");
    no->add_option("name", *nname, "The campaign")->required();
    no->add_option("text", note_r->value, "The note, one line")->required();
    no->callback([nname, note_r, &g, &exit_code] { exit_code = cmd_apply(g, *nname, *note_r, std::cout); });

    auto uname = std::make_shared<std::string>();
    CLI::App* un = cmd->add_subcommand(
        "undo", "Take back the latest change recorded by hand or decided (not a battle gravehold played)");
    un->add_option("name", *uname, "The campaign")->required();
    un->callback([uname, &g, &exit_code] { exit_code = cmd_undo(g, *uname, std::cout); });

    auto aname = std::make_shared<std::string>();
    auto awords = std::make_shared<std::vector<std::string>>();
    CLI::App* an = cmd->add_subcommand(
        "answer",
        "Answer the decision that is due by option names (printed card names, any language) or numbers");
    an->add_option("name", *aname, "The campaign")->required();
    an->add_option("choice", *awords, "The chosen options")->required();
    an->callback([aname, awords, &g, &exit_code] { exit_code = cmd_answer(g, *aname, *awords, std::cout); });

    auto xname = std::make_shared<std::string>();
    CLI::App* nx = cmd->add_subcommand("next", "What the book tells the table to do now, in words");
    auto xjson = std::make_shared<bool>(false);
    nx->add_option("name", *xname, "The campaign")->required();
    nx->add_flag("--json", *xjson, "As JSON (for tools and front-ends)");
    nx->callback([xname, xjson, &g, &exit_code] { exit_code = cmd_next(g, *xname, *xjson, std::cout); });
}

} // namespace ae::cli
