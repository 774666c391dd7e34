// `gravehold campaign play NAME`: runs a campaign from where it stands to its end, or until the person stops.
// The state is saved after every decision and every battle answer, so killing the process loses at most
// the answer in flight and `campaign play` resumes at the same decision.
#pragma once

#include <iosfwd>
#include <string>

namespace ae::cli {

struct CampaignPlayOptions {
    std::string name;
    std::string db;
    std::string db_flag;       // --db as the person gave it ("" = the default), for the commands we suggest
    std::string bots = "none"; // all, none, or seat numbers "1,3"
    std::string bot = "heuristic";
    int max_battles = 0;       // stop after this many battles in this run (0 = no limit)
    bool until_battle = false; // answer what is due, then stop before the battle (it is played at the table)
    bool color = false;
    bool quiet = false; // bots: print only the campaign log, not every battle event
};

int play_campaign(const CampaignPlayOptions& o, std::istream& in, std::ostream& out);

} // namespace ae::cli
