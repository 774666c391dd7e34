#include "web/hub.hpp"

#include "content/content_hash.hpp"
#include "core/errors.hpp"
#include "scripting/lua_release.hpp"

#include <SQLiteCpp/Statement.h>
#include <nlohmann/json.hpp>

namespace ae::web {

Hub::Hub(const std::string& db_path) : content_(play::load_content()), db_(db_path) {}

void Hub::take_events(OpenBattle& b) {
    const Engine& e = b.table->engine();
    // The answers themselves are not told again ("> Adelheim: card:0"): the events that follow say what
    // they did, in words.
    for (const auto& ev : b.table->take_events())
        if (ev.kind != EventKind::DecisionAnswered) b.events.push_back(describe(ev, e.state(), e.content()));
}

void Hub::settle(OpenBattle& b) {
    take_events(b);
    while (b.table->bots_turn()) {
        b.table->play_bot();
        take_events(b);
    }
    b.table->save();
    ++b.version;
    changed.notify_all();
}

std::int64_t Hub::start(const play::BattleOptions& options, const std::vector<bool>& bots) {
    const GameSetup setup = play::build_setup(content(), options);
    play::Seats seats{bots, "heuristic"};
    seats.bots.resize(setup.players.size(), false);
    auto table = std::make_unique<play::Table>(content(),
                                               saves::BattleHeader{GRAVEHOLD_VERSION, lua::release_number(),
                                                                   content::content_hash(content()),
                                                                   options.seed, setup},
                                               std::move(seats));
    table->record(db_);
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
    play::Seats people{std::vector<bool>(stored.header.setup.players.size(), false), "heuristic"};
    OpenBattle b;
    b.table = std::make_unique<play::Table>(
        play::Table::resume(content(), db_, id, std::nullopt, "battle " + std::to_string(id), people));
    // The events so far, in the words they were recorded with.
    SQLite::Statement q(db_.db(),
                        "SELECT payload_json FROM game_events WHERE game_id = ? AND kind != ? ORDER BY seq");
    q.bind(1, id);
    q.bind(2, to_string(EventKind::DecisionAnswered));
    while (q.executeStep())
        b.events.push_back(nlohmann::json::parse(q.getColumn(0).getString()).value("describe", ""));
    return open_.emplace(id, std::move(b)).first->second;
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
