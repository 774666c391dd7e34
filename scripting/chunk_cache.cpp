#include "scripting/chunk_cache.hpp"

#include <atomic>
#include <cstddef>
#include <exception>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>
#include <vector>

namespace ae::lua::detail {

namespace {

struct Entry {
    std::string source;   // the exact text it was compiled from: a lookup compares all of it
    std::string bytecode; // lua_dump of the compiled main chunk, debug info kept (same messages)
};

// The shipped content is well under 1 MiB of source; the caps only matter for processes that load
// many different texts under one name (tests, scenario files with inline scripts).
constexpr std::size_t kMaxBytes = 32u << 20;
constexpr std::size_t kMaxPerName = 8;

struct Cache {
    std::shared_mutex mutex;
    std::unordered_map<std::string, std::vector<std::shared_ptr<const Entry>>> by_name;
    std::size_t bytes = 0;
    std::atomic<unsigned long> compilations{0};
};

Cache& cache() {
    static Cache c; // process-wide: every State on every thread compiles the same content
    return c;
}

std::shared_ptr<const Entry> find(Cache& c, const std::string& chunkname, const std::string& source) {
    std::shared_lock lock(c.mutex);
    auto it = c.by_name.find(chunkname);
    if (it == c.by_name.end()) return nullptr;
    for (const auto& e : it->second)
        if (e->source == source) return e;
    return nullptr;
}

void insert(Cache& c, const std::string& chunkname, std::shared_ptr<const Entry> entry) {
    const std::size_t size = chunkname.size() + entry->source.size() + entry->bytecode.size();
    std::unique_lock lock(c.mutex);
    if (c.bytes + size > kMaxBytes) {
        // Entries in use elsewhere stay alive through their shared_ptr; only the index is dropped.
        c.by_name.clear();
        c.bytes = 0;
    }
    auto& list = c.by_name[chunkname];
    for (const auto& e : list)
        if (e->source == entry->source) return; // another thread compiled it meanwhile
    if (list.size() >= kMaxPerName) {
        c.bytes -= chunkname.size() + list.front()->source.size() + list.front()->bytecode.size();
        list.erase(list.begin());
    }
    list.push_back(std::move(entry));
    c.bytes += size;
}

int append_bytes(lua_State*, const void* p, std::size_t n, void* ud) {
    try {
        static_cast<std::string*>(ud)->append(static_cast<const char*>(p), n);
        return 0;
    } catch (const std::exception&) {
        return 1; // lua_dump stops; the chunk is simply not cached
    }
}

} // namespace

int load_text_chunk(lua_State* L, const std::string& chunkname, const std::string& source) {
    Cache& c = cache();
    if (auto e = find(c, chunkname, source))
        // Mode "b" only for bytes lua_dump produced in this process from text that compiled as text.
        return luaL_loadbufferx(L, e->bytecode.data(), e->bytecode.size(), chunkname.c_str(), "b"); // +1
    // Mode "t": precompiled bytecode from content is never loaded; crafted bytecode can crash Lua.
    const int status = luaL_loadbufferx(L, source.data(), source.size(), chunkname.c_str(), "t"); // +1
    if (status != LUA_OK) return status;
    c.compilations.fetch_add(1, std::memory_order_relaxed);
    try {
        auto entry = std::make_shared<Entry>();
        entry->source = source;
        // strip = 0: line numbers and local names stay, so errors and tracebacks read as before.
        if (lua_dump(L, append_bytes, &entry->bytecode, 0) == 0) insert(c, chunkname, std::move(entry));
    } catch (const std::exception&) {
        // Caching is an optimisation: without memory for it, the chunk just compiled is still good.
    }
    return status;
}

void clear_chunk_cache() {
    Cache& c = cache();
    std::unique_lock lock(c.mutex);
    c.by_name.clear();
    c.bytes = 0;
}

unsigned long chunk_compilations() { return cache().compilations.load(std::memory_order_relaxed); }

} // namespace ae::lua::detail
