// Lua hooks of a campaign definition, run in the campaign's own sandboxed kernel.
#pragma once

#include "campaigns/runner.hpp"
#include "scripting/state.hpp"

namespace ae::campaign {

class CampaignScript {
public:
    // Loads the definition's script; ScriptError (naming the file and line) when it does not load.
    explicit CampaignScript(const CampaignDef& def);
    std::vector<Change> run(const std::string& hook, const CampaignState& s, const Content& content);

private:
    std::string where_;
    lua::State state_;
    lua::Ref module_;
};

// The runner's hook callback for `def` (empty when the campaign has no script).
HookRunner hook_runner(const CampaignDef& def);

} // namespace ae::campaign
