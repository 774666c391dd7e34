// The companion commands: what a group playing with the physical box records (issue #15 §2). Every one is a
// Change or a battle record, checked before it is written, logged in the same transaction, and undoable.
#include "campaigns/changes.hpp"
#include "campaigns/hooks.hpp"
#include "campaigns/names.hpp"
#include "campaigns/next_step.hpp"
#include "campaigns/runner.hpp"
#include "cli/campaign_battle.hpp"
#include "cli/campaign_next.hpp"
#include "cli/comma_list.hpp"
#include "cli/commands.hpp"
#include "cli/shell_hint.hpp"
#include "core/errors.hpp"
#include "play/campaign_battle.hpp"
#include "play/campaign_desk.hpp"
#include "play/campaign_session.hpp"
#include "saves/campaign_store.hpp"

#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ae::cli {
namespace {

// Companion mode: one change, validated and logged like the ones the campaign makes itself. `make` turns
// what the person typed (printed names) into the change, reading the campaign it applies to.
using MakeChange = std::function<campaign::Change(const campaign::CampaignState&, const Content&,
                                                  const campaign::CampaignDef&)>;
int cmd_apply(const Globals& g, const std::string& name, const MakeChange& make, std::ostream& out) {
    saves::Database db(g.db_path());
    auto s = saves::load_campaign(db, name);
    const play::CampaignSession session(s.definition);
    const Content& content = session.content.content;
    const campaign::CampaignState before = s;
    auto e = campaign::apply_change(s, make(s, content, session.def), session.def, content);
    saves::save_campaign(db, s, {e}, saves::UndoMark::step(before, e.text));
    out << "* " << e.text << "\n";
    out << "(`" << go_on(g.db, {"campaign", "undo", name}) << "` takes it back.)\n";
    return 0;
}
int cmd_apply(const Globals& g, const std::string& name, const campaign::Change& c, std::ostream& out) {
    return cmd_apply(
        g, name, [&](const auto&, const auto&, const auto&) { return c; }, out);
}

// A mage of the campaign by the name written on it (any case) or its seat number.
int seat_of(const campaign::CampaignState& s, const std::string& who) {
    for (const auto& m : s.mages)
        if (std::to_string(m.seat) == who || campaign::fold_name(m.name) == campaign::fold_name(who))
            return m.seat;
    std::string names;
    for (const auto& m : s.mages) names += (names.empty() ? "" : ", ") + m.name;
    throw InvalidRequest("no mage '" + who + "' in campaign '" + s.name + "' (its mages: " + names + ")");
}

std::vector<std::string> joined(std::initializer_list<const std::vector<std::string>*> lists) {
    std::vector<std::string> out;
    for (const auto* l : lists) out.insert(out.end(), l->begin(), l->end());
    return out;
}

// `campaign banish NAME CARD [--from ...]`: the card by its printed name or id. Without --from, it is
// banished from wherever this campaign holds it (a supply pile, a nemesis card, the barracks); with
// --from other, it may be any card of the box the campaign does not hold.
campaign::Change banish_change(const campaign::CampaignState& s, const Content& c, const std::string& card,
                               const std::string& from) {
    const std::vector<std::string> nemesis = joined({&s.basic_nemesis_cards, &s.upgraded_basic_cards});
    std::vector<std::string> barracks = joined({&s.barracks_cards, &s.barracks_mages});
    for (const auto& [level, list] : s.treasures) barracks.insert(barracks.end(), list.begin(), list.end());
    if (from == "supply")
        return {"banish_supply_pile",
                campaign::resolve_name(c, card, s.supply, "supply pile of this campaign"), ""};
    if (from == "nemesis")
        return {"banish_nemesis_card",
                campaign::resolve_name(c, card, nemesis, "basic nemesis card of this campaign"), ""};
    if (from == "other") {
        std::vector<std::string> box = barracks;
        for (const auto& [id, d] : c.player_cards) box.push_back(id);
        for (const auto& [id, d] : c.mages) box.push_back(id);
        for (const auto& [id, d] : c.nemesis_cards) box.push_back(id);
        return {"banish_card", campaign::resolve_name(c, card, box, "card or mage"), ""};
    }
    const std::string id =
        campaign::resolve_name(c, card, joined({&s.supply, &nemesis, &barracks}),
                               "supply pile, nemesis card or barracks card of this campaign");
    if (std::find(s.supply.begin(), s.supply.end(), id) != s.supply.end())
        return {"banish_supply_pile", id, ""};
    if (std::find(nemesis.begin(), nemesis.end(), id) != nemesis.end())
        return {"banish_nemesis_card", id, ""};
    return {"banish_card", id, ""};
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
            by_mage ? static_cast<std::size_t>(seat_of(s, items[i].substr(0, eq))) - 1 : i;
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
    {
        // The terminal's own hint when a decision comes first; play::record_battle refuses it too.
        const auto s = saves::load_campaign(db, name);
        if (!s.finished) {
            const play::CampaignSession session(s.definition);
            const auto n = play::next_of(session, s);
            if (n.status == campaign::RunStatus::Decision)
                throw InvalidRequest("no battle is due in campaign '" + name + "': first \"" + n.prompt +
                                     "\" (answer it with `" +
                                     go_on(g.db, {"campaign", "play", name, "--until-battle"}) + "`)");
        }
        play::BattleRecord rec{result, gravehold, turns, nemesis_life, who_played(s, played_by)};
        const play::Written w = play::record_battle(db, name, rec);
        for (const auto& e : w.log) out << "* " << e.text << "\n";
        out << "(`" << go_on(g.db, {"campaign", "undo", name}) << "` takes this record back.)\n\n";
        const play::CampaignSession session(w.state.definition);
        print_next(play::next_of(session, w.state), w.state, g.db, out);
    }
    return 0;
}

// `campaign answer NAME CHOICE...`: the decision that is due, answered by names instead of at the prompt
// (a group at the table, a script, a test). The story then carries on to what is due next.
int cmd_answer(const Globals& g, const std::string& name, const std::vector<std::string>& words,
               std::ostream& out) {
    saves::Database db(g.db_path());
    {
        const auto s = saves::load_campaign(db, name);
        if (!s.finished) {
            const play::CampaignSession session(s.definition);
            if (play::next_of(session, s).status != campaign::RunStatus::Decision)
                throw InvalidRequest("no decision is due in campaign '" + name + "'; `" +
                                     go_on(g.db, {"campaign", "next", name}) + "` says what is");
        }
    }
    const play::Written w = play::answer_decision(db, name, words);
    for (const auto& e : w.log) out << "* " << e.text << "\n";
    out << "(`" << go_on(g.db, {"campaign", "undo", name}) << "` takes it back.)\n\n";
    const play::CampaignSession session(w.state.definition);
    print_next(play::next_of(session, w.state), w.state, g.db, out);
    return 0;
}

// `campaign undo`: the latest change a person made, taken back (saves/campaign_undo.hpp).
int cmd_undo(const Globals& g, const std::string& name, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto done = saves::undo_last_change(db, name);
    out << "* Undone: " << done.what << "\n";
    const int left = saves::undo_depth(db, name);
    out << "("
        << (left == 0 ? std::string("nothing more can be undone")
                      : std::to_string(left) + " more can be undone")
        << ")\n\n";
    const play::CampaignSession session(done.now.definition);
    print_next(play::next_of(session, done.now), done.now, g.db, out);
    return 0;
}

int cmd_next(const Globals& g, const std::string& name, bool as_json, std::ostream& out) {
    saves::Database db(g.db_path());
    const auto s = saves::load_campaign(db, name);
    const play::CampaignSession session(s.definition);
    const auto n = play::next_of(session, s);
    if (!as_json) {
        print_next(n, s, g.db, out);
        return 0;
    }
    out << campaign::to_json(n).dump(2) << "\n";
    return 0;
}

} // namespace

void add_campaign_companion_commands(CLI::App* cmd, const Globals& g, int& exit_code) {
    // Companion mode: every change is also a command.
    auto cname = std::make_shared<std::string>();
    auto change = std::make_shared<campaign::Change>();
    std::string kinds;
    for (const auto& k : campaign::change_kinds()) kinds += (kinds.empty() ? "" : ", ") + k;
    CLI::App* ap = cmd->add_subcommand("apply", "Record a change made at the table (" + kinds + ")");
    ap->add_option("name", *cname, "The campaign")->required();
    ap->add_option("kind", change->kind, "The change")
        ->required()
        ->check(CLI::IsMember(campaign::change_kinds()));
    ap->add_option("--id", change->id, "What it changes: a card, pack, sticker, flag, seat or mage name");
    ap->add_option("--value", change->value,
                   "A value (flag value, evolved card, slot=sticker, note text, ...)");
    ap->add_option("--level", change->level, "A treasure's level")->check(CLI::Range(1, 3));
    ap->callback([cname, change, &g, &exit_code] { exit_code = cmd_apply(g, *cname, *change, std::cout); });

    // Friendly forms of the most common table changes.
    auto bname = std::make_shared<std::string>();
    auto bcard = std::make_shared<std::string>();
    auto bfrom = std::make_shared<std::string>();
    CLI::App* ban = cmd->add_subcommand(
        "banish", "Banish a card, by its printed name or id, from wherever the campaign holds it");
    ban->add_option("name", *bname, "The campaign")->required();
    ban->add_option("card", *bcard, "The card's printed name (any language) or id")->required();
    ban->add_option("--from", *bfrom,
                    "supply, nemesis or other (a card of the box); default: where the campaign holds it")
        ->check(CLI::IsMember({"supply", "nemesis", "other"}));
    ban->callback([bname, bcard, bfrom, &g, &exit_code] {
        exit_code = cmd_apply(
            g, *bname,
            [&](const auto& s, const auto& c, const auto&) { return banish_change(s, c, *bcard, *bfrom); },
            std::cout);
    });

    auto oname = std::make_shared<std::string>();
    auto othing = std::make_shared<std::string>();
    CLI::App* op =
        cmd->add_subcommand("open", "Record that a pack, envelope, box or sticker section was opened");
    op->add_option("name", *oname, "The campaign")->required();
    op->add_option("thing", *othing, "What was opened, e.g. envelope.2a")->required();
    op->callback([oname, othing, &g, &exit_code] {
        exit_code = cmd_apply(g, *oname, {"open", *othing, ""}, std::cout);
    });

    auto sname = std::make_shared<std::string>();
    auto sticker = std::make_shared<std::string>();
    auto smage = std::make_shared<std::string>();
    auto sslot = std::make_shared<std::string>();
    auto scard = std::make_shared<std::string>();
    CLI::App* st = cmd->add_subcommand(
        "sticker",
        "Place a sticker: a rule sticker, a mat sticker (--mage --slot) or an evolve sticker (--card)");
    st->add_option("name", *sname, "The campaign")->required();
    st->add_option("sticker", *sticker, "The sticker's id (for evolve stickers: 'evolve')")->required();
    st->add_option("--mage", *smage, "Mat sticker: the mage's name or seat");
    st->add_option("--slot", *sslot, "Mat sticker: the slot");
    st->add_option("--card", *scard, "Evolve sticker: the basic nemesis card's printed name or id");
    st->callback([sname, sticker, smage, sslot, scard, &g, &exit_code] {
        exit_code = cmd_apply(
            g, *sname,
            [&](const campaign::CampaignState& s, const Content& c,
                const campaign::CampaignDef& def) -> campaign::Change {
                if (!scard->empty())
                    return {"evolve_sticker",
                            campaign::resolve_name(c, *scard, s.basic_nemesis_cards,
                                                   "basic nemesis card of this campaign"),
                            ""};
                if (!smage->empty()) {
                    if (sslot->empty()) throw InvalidRequest("a mat sticker needs --slot");
                    return {"place_sticker", std::to_string(seat_of(s, *smage)), *sslot + "=" + *sticker};
                }
                return {"rule_sticker", campaign::resolve_rule_sticker(def, *sticker), ""};
            },
            std::cout);
    });

    auto tname = std::make_shared<std::string>();
    auto tcard = std::make_shared<std::string>();
    auto tlevel = std::make_shared<int>(0);
    CLI::App* tr = cmd->add_subcommand("treasure", "Add a treasure to the barracks");
    tr->add_option("name", *tname, "The campaign")->required();
    tr->add_option("card", *tcard, "The treasure's printed name (any language) or id")->required();
    tr->add_option("--level", *tlevel, "Its level, 1-3 (checked against the card)")->check(CLI::Range(1, 3));
    tr->callback([tname, tcard, tlevel, &g, &exit_code] {
        exit_code = cmd_apply(
            g, *tname,
            [&](const campaign::CampaignState&, const Content& c,
                const campaign::CampaignDef&) -> campaign::Change {
                std::vector<std::string> treasures;
                for (const auto& [id, d] : c.player_cards)
                    if (d.level > 0) treasures.push_back(id);
                return {"add_treasure", campaign::resolve_name(c, *tcard, treasures, "treasure"), "",
                        *tlevel};
            },
            std::cout);
    });

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
    auto ntext = std::make_shared<std::string>();
    CLI::App* no =
        cmd->add_subcommand("note", "Write what the group did at the table that no other command names");
    no->add_option("name", *nname, "The campaign")->required();
    no->add_option("text", *ntext, "The note, one line")->required();
    no->callback([nname, ntext, &g, &exit_code] {
        exit_code = cmd_apply(g, *nname, {"note", "", *ntext}, std::cout);
    });

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
