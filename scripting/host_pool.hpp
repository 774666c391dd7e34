// One Lua host per thread, kept from battle to battle: making a state and loading every module into it
// again was about a tenth of a simulated battle (docs/performance.md). A host taken from the pool is as
// good as new (LuaHost::reset, docs/decisions.md D61). Not thread-safe: one pool per thread.
#pragma once

#include "scripting/lua_host.hpp"

#include <memory>

namespace ae::lua {

class HostPool {
public:
    // The content must outlive the pool and every host taken from it.
    explicit HostPool(const Content& content, Limits limits = {}) : content_(content), limits_(limits) {}

    // A host for the next battle: the one given back last, reset, or a new one.
    std::unique_ptr<LuaHost> take();
    // Keeps a host whose battle is over (its engine already destroyed) for the next take().
    void give_back(std::unique_ptr<LuaHost> host) noexcept;

    const Content& content() const noexcept { return content_; }
    // Hosts made new by take() (tests: whether the pool reused one).
    int hosts_made() const noexcept { return made_; }

private:
    const Content& content_;
    Limits limits_;
    std::unique_ptr<LuaHost> spare_;
    int made_ = 0;
};

} // namespace ae::lua
