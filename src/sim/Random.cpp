#include "sim/Random.h"

namespace sim {

namespace {
constexpr std::uint64_t kMultiplier = 6364136223846793005ULL;
}

Random makeRandom(std::uint64_t seed, std::uint64_t stream) {
    Random random{0, (stream << 1u) | 1u};
    nextBits(random);
    random.state += seed;
    nextBits(random);
    return random;
}

std::uint32_t nextBits(Random& random) {
    const std::uint64_t old = random.state;
    random.state = old * kMultiplier + random.increment;
    // XSH-RR output: xorshift the high bits down, then rotate by the top five.
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rotation = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rotation) | (xorshifted << ((32u - rotation) & 31u));
}

double nextUnit(Random& random) {
    return static_cast<double>(nextBits(random)) * (1.0 / 4294967296.0);
}

double nextInRange(Random& random, double lo, double hi) {
    return lo + (hi - lo) * nextUnit(random);
}

int nextInt(Random& random, int lo, int hi) {
    const auto range = static_cast<std::uint32_t>(static_cast<std::int64_t>(hi) - lo) + 1u;
    if (range == 0) return static_cast<int>(nextBits(random));  // the full 32-bit range
    // Lemire's rejection: drop the few values that would make some results likelier.
    const std::uint32_t threshold = (0u - range) % range;
    for (;;) {
        const std::uint32_t bits = nextBits(random);
        if (bits >= threshold) return lo + static_cast<int>(bits % range);
    }
}

}  // namespace sim
