#include "engine/rng.hpp"

#include <stdexcept>

namespace ae {
namespace {
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
} // namespace

Rng::Rng(std::uint64_t seed) {
    for (auto& word : s_) word = splitmix64(seed);
}

Rng Rng::from_state(const State& s) {
    if (s[0] == 0 && s[1] == 0 && s[2] == 0 && s[3] == 0)
        throw std::invalid_argument("rng state must not be all zero");
    Rng r;
    r.s_ = s;
    return r;
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint64_t Rng::bounded(std::uint64_t n) {
    if (n == 0) throw std::invalid_argument("Rng::bounded(0)");
    // Values below `threshold` would make some residues more likely; draw again.
    const std::uint64_t threshold = (0 - n) % n;
    for (;;) {
        const std::uint64_t r = next();
        if (r >= threshold) return r % n;
    }
}

} // namespace ae
