#include "scripting/host_pool.hpp"

#include "core/errors.hpp"

namespace ae::lua {

std::unique_ptr<LuaHost> HostPool::take() {
    if (spare_ && !spare_->state().dead()) {
        try {
            spare_->reset();
            return std::move(spare_);
        } catch (const ScriptError&) {
            // Out of memory while resetting: the state is dead, so this battle gets a new one.
        }
    }
    spare_.reset();
    ++made_;
    return std::make_unique<LuaHost>(content_, limits_);
}

void HostPool::give_back(std::unique_ptr<LuaHost> host) noexcept { spare_ = std::move(host); }

} // namespace ae::lua
