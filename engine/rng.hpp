// Deterministic random numbers for battles: xoshiro256** with our own bounded sampling and
// Fisher–Yates shuffle, so a seed gives the same battle on every compiler and platform.
// (std::uniform_int_distribution and std::shuffle are implementation-defined; never use them.)
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace ae {

class Rng {
public:
    using State = std::array<std::uint64_t, 4>;

    // Expands a 64-bit seed into the 256-bit state with splitmix64, as the xoshiro authors advise.
    explicit Rng(std::uint64_t seed = 0);
    static Rng from_state(const State& s);

    std::uint64_t next();
    // Uniform integer in [0, n). n must be > 0. Rejection sampling keeps it unbiased.
    std::uint64_t bounded(std::uint64_t n);

    template <class T>
    void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) {
            auto j = static_cast<std::size_t>(bounded(i));
            std::swap(v[i - 1], v[j]);
        }
    }

    const State& state() const { return s_; }
    bool operator==(const Rng&) const = default;

private:
    State s_{};
};

} // namespace ae
