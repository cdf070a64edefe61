#include "bench/Pass.h"

#include "sim/Collision.h"
#include "sim/Random.h"

namespace bench {

namespace {
// A well-mixed 64-bit value per pair (two PCG32 outputs seeded by it): summed
// over the pairs, a hash that ignores the order pairs are found in.
std::uint64_t mix(std::uint64_t pair) {
    sim::Random random = sim::makeRandom(pair, 0);
    const std::uint64_t high = sim::nextBits(random);
    return (high << 32) | sim::nextBits(random);
}
}  // namespace

void testCandidate(const sim::World& world, std::uint32_t b, std::uint32_t a, PassTally& tally) {
    tallyPair(b, a, sim::bulletHitsAsteroid(world.settings, world.bullets[b], world.asteroids[a], tally.counters), tally);
}

void tallyPair(std::uint32_t b, std::uint32_t a, bool hit, PassTally& tally) {
    ++tally.candidates;
    if (!hit) return;
    ++tally.hits;
    const std::uint64_t h = mix((static_cast<std::uint64_t>(b) << 32) | a);
    tally.hitHash += h;
    if (b % tally.sampleStride == 0) tally.sampleHash += h;
}

}  // namespace bench
