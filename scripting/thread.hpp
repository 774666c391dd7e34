// One effect resolution runs in its own coroutine, so a script can stop in the middle (to ask a
// player, or to let the engine run steps) and carry on later. Must not outlive its State.
#pragma once

#include "scripting/ref.hpp"
#include "scripting/state.hpp"

#include <functional>

#include <lua.hpp>

namespace ae::lua {

enum class RunStatus { Done, Yielded };

// Pushes values onto the coroutine `co` and returns how many it pushed.
using Pusher = std::function<int(lua_State* co)>;

class Thread {
public:
    explicit Thread(State& state);

    // Starts a new resolution (the instruction budget is reset) running fn with the pushed arguments.
    // Done: fn returned; Yielded: a bound function returned a Yield. A script error throws ScriptError
    // with the coroutine's traceback and leaves the Thread ready for another start.
    RunStatus start(const Ref& fn, const Pusher& push_args = {});
    // Continues a Yielded thread; the pushed values are what the yielding function's continuation
    // sees on top of its stack. The budget is not reset: it covers the whole resolution.
    RunStatus resume(const Pusher& push_values = {});

    // The coroutine. After start/resume, its top nresults() values are what fn returned or yielded.
    lua_State* get() const noexcept { return co_; }
    int nresults() const noexcept { return nresults_; }
    bool suspended() const noexcept { return suspended_; }

private:
    int push_values(const Pusher& push);
    RunStatus run(int nargs);
    [[noreturn]] void fail(int status, lua_State* from);
    std::string traceback(lua_State* from);

    lua_State* main_;
    lua_State* co_;
    Ref ref_; // keeps the coroutine from being collected
    int nresults_ = 0;
    bool suspended_ = false;
    // This resolution's instructions so far. The state's counter holds the running resolution's count;
    // it is swapped in on every resume and back out on every yield, so resolutions that interleave or nest
    // each keep their own budget.
    std::uint64_t used_ = 0;
};

} // namespace ae::lua
