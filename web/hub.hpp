// What the web server shares between requests: the database, the content, and the battles open at the
// table, each with its event log in words and a version that moves on every change (pages wait on it).
// One mutex serialises every change, so two answers to the same decision are taken one after the other
// and the second is refused by the engine as stale.
#pragma once

#include "campaigns/runner.hpp"
#include "play/campaign_session.hpp"
#include "play/session.hpp"
#include "play/table.hpp"
#include "saves/database.hpp"

#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ae::web {

// A campaign's battle played at this table: the campaign's runner waits for its outcome.
struct CampaignLink {
    std::string name;
    std::int64_t campaign_id = 0;
    std::unique_ptr<play::CampaignSession> session; // the content the battle's table uses
    campaign::CampaignState state;
    std::unique_ptr<campaign::Runner> runner; // reads and writes `state`
    bool outcome_taken = false;
};

// One line of a battle's log as the pages show it: an event, put in words in each reader's language when a
// page asks (describe), or an undo ("Undone: play:12.").
struct LogLine {
    GameEvent event;
    std::string undone; // the choice taken back; the line is an undo when not empty
};

struct OpenBattle {
    std::unique_ptr<CampaignLink> campaign; // before `table`: the table uses its content
    std::unique_ptr<play::Table> table;
    std::vector<LogLine> events; // every event of the battle, in order
    std::uint64_t version = 1;   // moves on with every change
};

class Hub {
public:
    explicit Hub(const std::string& db_path);

    std::mutex mutex; // held by every request that reads or changes a battle
    std::condition_variable changed;

    const Content& content() const { return content_.content; }
    saves::Database& db() { return db_; }

    // A new battle, recorded at once; the bots play their seats until a person is asked. Returns its id.
    std::int64_t start(const play::BattleOptions& options, const std::vector<bool>& bots);
    // An open battle, resumed from its record when this server has not opened it yet (people at every
    // seat then). NotFound when there is none; SaveError when it cannot be resumed.
    OpenBattle& battle(std::int64_t id);
    // The battle campaign `name` is at (not a companion one): started, or the one already under way. The
    // story up to it is saved first; InvalidRequest when a decision comes first or the campaign is over.
    std::int64_t campaign_battle(const std::string& name);
    // Refuses a write to campaign `name` while one of its battles is being played at this table: the
    // battle's end writes the campaign, and must find it as it left it.
    void check_no_open_battle(const std::string& name) const;
    // After a person's answer or undo: the events in words, the bots' answers, the save, the new version.
    void settle(OpenBattle& b);
    // Blocks (releasing `lock`) until battle `id` moves past `version` or `timeout` passes; the version now.
    std::uint64_t wait(std::unique_lock<std::mutex>& lock, std::int64_t id, std::uint64_t version,
                       std::chrono::milliseconds timeout);
    // Wakes every waiting stream and ends them, so the server can stop at once.
    void stop();
    // Live streams hold a worker each for minutes; past this many, a new one is refused (503) so that
    // answers always find a free worker (the server has 32). Under `mutex`.
    static constexpr int kMaxStreams = 24;
    int streams = 0;
    bool stopping() const { return stopping_; }

private:
    void take_events(OpenBattle& b);
    void load_events(std::int64_t id, OpenBattle& b);

    content::LoadResult content_;
    saves::Database db_;
    std::map<std::int64_t, OpenBattle> open_;
    bool stopping_ = false; // under `mutex`
};

} // namespace ae::web
