// One side of the in-process A/B (build.sh): a bench scene and the `ours`
// row's pass, compiled once against each source tree with its namespaces
// renamed, so both versions run in one process on the same scene.
#include <x86intrin.h>

#include "bench/Pass.h"
#include "bench/Scenes.h"
#include "sim/BroadPhase.h"
#include "sim/Collision.h"

namespace {
sim::World* world = nullptr;
sim::BroadPhase* grid = nullptr;
}  // namespace

void PASS_SETUP(int n, int kind) {
    world = new sim::World(bench::makeScene(static_cast<bench::SceneKind>(kind), n, 1));
    grid = new sim::BroadPhase();
}

// Advances the scene one tick (not timed), then times one pass; returns
// milliseconds (the time-stamp counter at `ghz`) and the pass's hit hash.
double PASS_STEP(double ghz, unsigned long long* hitHash) {
    bench::advance(*world);
    const unsigned long long start = __rdtsc();
    bench::PassTally tally;
    sim::findCandidates(*grid, world->settings, world->asteroids, world->bullets);
#ifdef CANDIDATE_API  // session 6 on: candidates carry what the exact test reads
    sim::forEachBulletWithCandidates(*grid, [&](std::size_t b, std::span<const sim::BroadPhase::Candidate> candidates) {
        for (const auto& c : candidates) bench::tallyPair(static_cast<std::uint32_t>(b), c.asteroid, sim::testBulletCandidate(c, tally.counters) == sim::PairStage::Hit, tally);
    });
#else
    sim::forEachBulletWithCandidates(*grid, world->asteroids, [&](std::size_t b, std::span<const std::uint32_t> candidates) {
        for (const std::uint32_t a : candidates) bench::testCandidate(*world, static_cast<std::uint32_t>(b), a, tally);
    });
#endif
    const unsigned long long end = __rdtsc();
    *hitHash = tally.hitHash;
    return static_cast<double>(end - start) / (ghz * 1e6);
}
