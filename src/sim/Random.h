#pragma once
// The simulation's own random numbers: PCG32 (O'Neill, pcg-random.org), with
// our own conversions to ranges. std::uniform_real_distribution and friends
// are allowed to differ between standard libraries, which would break replays.
// The world owns one generator for gameplay; the front end owns another for
// cosmetic effects, so drawing particles can never change the game (Doom's
// m_random.c makes the same split).

#include <cstdint>

namespace sim {

/// PCG32 (XSH-RR): 64-bit state, 32-bit outputs, period 2^64 per stream.
struct Random {
    std::uint64_t state = 0;
    std::uint64_t increment = 1;  ///< stream selector; always odd

    friend bool operator==(const Random&, const Random&) = default;
};

/// A generator seeded as PCG's reference pcg32_srandom(seed, stream) does.
Random makeRandom(std::uint64_t seed, std::uint64_t stream);

/// The next 32 uniformly distributed bits.
std::uint32_t nextBits(Random& random);

/// Uniform double in [0, 1) with 32 bits of resolution.
double nextUnit(Random& random);

/// Uniform double in [lo, hi) (lo <= hi).
double nextInRange(Random& random, double lo, double hi);

/// Uniform integer in [lo, hi], lo <= hi, without modulo bias.
int nextInt(Random& random, int lo, int hi);

}  // namespace sim
