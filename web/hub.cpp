#include "web/hub.hpp"

#include "saves/battle_seats.hpp"

#include "campaigns/hooks.hpp"
#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "core/json_read.hpp"
#include "play/campaign_battle.hpp"
#include "saves/campaign_store.hpp"
#include "scripting/lua_release.hpp"

#include <SQLiteCpp/Statement.h>
#include <nlohmann/json.hpp>

namespace ae::web {

Hub::Hub(const std::string& db_path) : content_(play::load_content()), db_(db_path) {}

void Hub::take_events(OpenBattle& b) {
    // The answers themselves are not told again ("> Adelheim: card:0"): the events that follow say what
    // they did, in words.
    for (auto& ev : b.table->take_events())
        if (ev.kind != EventKind::DecisionAnswered) b.events.push_back({std::move(ev), ""});
}

namespace {
// An event as battle_record.cpp stores it (kind and phase as words, the fields in the payload).
GameEvent stored_event(const std::string& kind, int turn, const std::string& phase, const nlohmann::json& p) {
    GameEvent g;
    g.turn = turn;
    for (int k = 0; k <= static_cast<int>(EventKind::GameOver); ++k)
        if (kind == to_string(static_cast<EventKind>(k))) g.kind = static_cast<EventKind>(k);
    for (int k = 0; k <= static_cast<int>(Phase::Over); ++k)
        if (phase == to_string(static_cast<Phase>(k))) g.phase = static_cast<Phase>(k);
    // An imported record's payload is anyone's JSON: a field of the wrong kind is left empty, not thrown on.
    if (!p.is_object()) return g;
    const auto text = [&](const char* k) {
        return p.contains(k) && p[k].is_string() ? p[k].get<std::string>() : std::string();
    };
    const auto number = [&](const char* k, int d) {
        return p.contains(k) && p[k].is_number_integer() ? p[k].get<int>() : d;
    };
    g.cause = text("cause");
    g.player = number("player", -1);
    g.def = text("def");
    g.amount = number("amount", 0);
    g.target = text("target");
    g.text = text("text");
    if (p.contains("card") && p["card"].is_number_unsigned() && p["card"].get<std::uint64_t>() < (1u << 30))
        g.card = CardId{p["card"].get<std::uint32_t>()};
    return g;
}
} // namespace

void Hub::settle(OpenBattle& b) {
    take_events(b);
    while (b.table->bots_turn()) {
        b.table->play_bot();
        take_events(b);
    }
    b.table->save();
    if (b.table->over() && b.campaign && !b.campaign->outcome_taken) {
        // The campaign takes the outcome as `campaign play` does, in the transaction after the battle's own.
        CampaignLink& c = *b.campaign;
        c.runner->battle_finished(play::outcome_of(b.table->engine().state()));
        saves::save_campaign(db_, c.state, c.runner->take_log());
        c.outcome_taken = true;
    }
    ++b.version;
    changed.notify_all();
}

std::int64_t Hub::start(const play::BattleOptions& options, const std::vector<bool>& bots) {
    const GameSetup setup = play::build_setup(content(), options);
    play::Seats seats{bots, "heuristic"};
    seats.bots.resize(setup.players.size(), false);
    // Bots alone would play the whole battle inside this request, holding every table's lock.
    if (std::all_of(seats.bots.begin(), seats.bots.end(), [](bool b) { return b; }))
        throw InvalidRequest(
            "at least one seat must be a person's (the simulator plays battles of bots alone)");
    auto table = std::make_unique<play::Table>(content(),
                                               saves::BattleHeader{GRAVEHOLD_VERSION, lua::release_number(),
                                                                   content::content_hash(content()),
                                                                   options.seed, setup},
                                               std::move(seats));
    // The record and its seats together: a restart goes on with the same bots.
    saves::in_transaction(db_, "cannot start the battle", [&] {
        table->record(db_);
        saves::save_seats(db_, table->game_id(), {table->seats().bots, table->seats().bot});
    });
    const std::int64_t id = table->game_id();
    OpenBattle& b = open_[id];
    b.table = std::move(table);
    settle(b);
    return id;
}

OpenBattle& Hub::battle(std::int64_t id) {
    if (auto it = open_.find(id); it != open_.end()) return it->second;
    const auto ids = saves::list_battles(db_);
    if (std::find(ids.begin(), ids.end(), id) == ids.end())
        throw NotFound("battle", "there is no battle " + std::to_string(id));
    const auto stored = saves::load_battle(db_, id);
    if (stored.campaign) {
        // A campaign's battle continues through its campaign, which must still be at it.
        SQLite::Statement q(db_.db(), "SELECT name FROM campaigns WHERE id = ?");
        q.bind(1, *stored.campaign);
        if (!q.executeStep())
            throw NotFound("battle", "battle " + std::to_string(id) + "'s campaign is gone");
        const std::string name = q.getColumn(0).getString();
        const auto s = saves::load_campaign(db_, name);
        const bool current =
            s.current_battle && s.battles.at(static_cast<std::size_t>(*s.current_battle)).game_id == id;
        if (!current || campaign_battle(name) != id)
            throw InvalidRequest("battle " + std::to_string(id) + " of campaign '" + name + "' is over");
        return open_.at(id);
    }
    // The seats it was started with; people at every seat for a battle the terminal started.
    const std::size_t players = stored.header.setup.players.size();
    play::Seats seats{std::vector<bool>(players, false), "heuristic"};
    if (const auto kept = saves::load_seats(db_, id)) {
        if (kept->bots.size() != players)
            throw SaveError("battle " + std::to_string(id) + " has " + std::to_string(players) +
                            " players but its seats name " + std::to_string(kept->bots.size()));
        seats = {kept->bots, kept->bot};
    }
    OpenBattle b;
    b.table = std::make_unique<play::Table>(
        play::Table::resume(content(), db_, id, std::nullopt, "battle " + std::to_string(id), seats));
    load_events(id, b);
    // Stopped where a bot was to answer: it answers now, before the battle is open here, so a bot that
    // fails leaves nothing half-open that every later answer would be refused by.
    if (b.table->bots_turn()) settle(b);
    return open_.emplace(id, std::move(b)).first->second;
}

void Hub::load_events(std::int64_t id, OpenBattle& b) {
    // The events so far, as they were recorded (language-neutral), to be put in words for each reader.
    SQLite::Statement q(db_.db(),
                        "SELECT kind, turn, phase, payload_json FROM game_events WHERE game_id = ? AND "
                        "kind != ? ORDER BY seq");
    q.bind(1, id);
    q.bind(2, to_string(EventKind::DecisionAnswered));
    while (q.executeStep())
        b.events.push_back(
            {stored_event(q.getColumn(0).getString(), q.getColumn(1).getInt(), q.getColumn(2).getString(),
                          parse_json_or_discarded(q.getColumn(3).getString())),
             ""});
}

std::int64_t Hub::campaign_battle(const std::string& name) {
    auto link = std::make_unique<CampaignLink>();
    link->name = name;
    link->state = saves::load_campaign(db_, name);
    link->campaign_id = saves::campaign_id(db_, name);
    for (auto& [id, b] : open_)
        if (b.campaign && b.campaign->campaign_id == link->campaign_id && !b.campaign->outcome_taken)
            return id;
    if (link->state.finished) throw InvalidRequest("campaign '" + name + "' is finished");
    if (link->state.companion)
        throw InvalidRequest("campaign '" + name +
                             "' follows the physical box: its battles are played at the table "
                             "and recorded");
    link->session = std::make_unique<play::CampaignSession>(link->state.definition, link->state.language);
    const Content& c = link->session->content.content;
    link->runner = std::make_unique<campaign::Runner>(link->session->def, c, link->state,
                                                      campaign::hook_runner(link->session->def));
    const auto status = link->runner->advance();
    // The story up to the battle, as `campaign play` saves it.
    saves::save_campaign(db_, link->state, link->runner->take_log(), saves::UndoMark::follow_up());
    if (status == campaign::RunStatus::Decision)
        throw InvalidRequest("campaign '" + name + "' asks \"" + link->runner->decision().prompt +
                             "\" first");
    if (status != campaign::RunStatus::Battle) throw InvalidRequest("campaign '" + name + "' is finished");
    const play::Seats people{std::vector<bool>(static_cast<std::size_t>(link->state.players), false),
                             "heuristic"};
    auto table = std::make_unique<play::Table>(
        play::campaign_table(db_, link->campaign_id, c, *link->runner, link->state, people));
    const std::int64_t id = table->game_id();
    OpenBattle b;
    b.campaign = std::move(link);
    b.table = std::move(table);
    if (b.table->resumed()) load_events(id, b);
    open_.erase(id); // a finished table of the same record goes first, before the content it used
    OpenBattle& open = open_.emplace(id, std::move(b)).first->second;
    settle(open);
    return id;
}

void Hub::check_no_open_battle(const std::string& name) const {
    for (const auto& [id, b] : open_)
        if (b.campaign && b.campaign->name == name && !b.campaign->outcome_taken)
            throw InvalidRequest("battle " + std::to_string(id) + " of campaign '" + name +
                                 "' is being played; finish it first");
}

std::uint64_t Hub::wait(std::unique_lock<std::mutex>& lock, std::int64_t id, std::uint64_t version,
                        std::chrono::milliseconds timeout) {
    auto now = [&]() -> std::uint64_t {
        auto it = open_.find(id);
        return it == open_.end() ? 0 : it->second.version;
    };
    changed.wait_for(lock, timeout, [&] { return stopping_ || now() != version; });
    return now();
}

void Hub::stop() {
    std::lock_guard lock(mutex);
    stopping_ = true;
    changed.notify_all();
}

} // namespace ae::web
