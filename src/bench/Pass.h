#pragma once
// What every row of the benchmark shares: the exact test of a candidate pair
// (the game's own sim::testBullet: box, circle, crossing number in the
// asteroid's frame) and the tally of one collision pass. A pass finds every
// (bullet, asteroid) pair that hits; nothing breaks, so all rows answer the
// same question and their hit hashes must agree.

#include <cstdint>
#include <span>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/StepReport.h"
#include "sim/World.h"

namespace bench {

/// The outcome of one collision pass of one row.
struct PassTally {
    std::uint64_t candidates = 0;  ///< pairs the broad phase handed to the exact test
    std::uint64_t hits = 0;        ///< pairs that hit
    std::uint64_t hitHash = 0;     ///< order-free hash of the hitting pairs (bullet index, asteroid index)
    std::uint64_t sampleHash = 0;  ///< the same over the bullets whose index is a multiple of sampleStride
    std::uint64_t sampleStride = 1;
    sim::TickCounters counters{};  ///< the exact test's own counters (unused but required by its signature)
};

/// Tests bullet `b` against asteroid `a` exactly as the game does and tallies the pair.
void testCandidate(const sim::World& world, std::uint32_t b, std::uint32_t a, PassTally& tally);

/// Tallies a pair (bullet `b`, asteroid `a`) handed to the exact test, and whether it hit.
void tallyPair(std::uint32_t b, std::uint32_t a, bool hit, PassTally& tally);

/// For structures queried at several images of one bullet: which bullet each
/// asteroid was last tested against, so no pair is tested (or counted) twice
/// when a structure hands the same asteroid to two images' queries.
struct TestedOnce {
    std::vector<std::uint64_t> lastTest;  ///< per asteroid: (pass << 32) | (1 + bullet) of its last test
    std::uint64_t pass = 0;

    /// Starts a pass over `world`: nothing tested yet.
    void begin(const sim::World& world) {
        if (lastTest.size() != world.asteroids.size()) lastTest.assign(world.asteroids.size(), 0);
        ++pass;
    }
    /// Tests the pair as testCandidate does unless this pass already tested it.
    void test(const sim::World& world, std::uint32_t b, std::uint32_t a, PassTally& tally) {
        const std::uint64_t key = (pass << 32) | (b + 1ULL);
        if (lastTest[a] == key) return;
        lastTest[a] = key;
        testCandidate(world, b, a, tally);
    }
};

/// Calls visit(p) for p and each copy of p one field over that a box of
/// half-size `reach`, centred inside the field, may hold: how a structure that
/// knows no wrap-around answers a point query on the torus.
template <class Visit>
void forEachImage(const sim::Settings& settings, geometry::Vec2 p, double reach, Visit visit) {
    const double w = settings.fieldWidth, h = settings.fieldHeight;
    const double xs[2] = {p.x, p.x < reach ? p.x + w : p.x - w};
    const double ys[2] = {p.y, p.y < reach ? p.y + h : p.y - h};
    const int nx = (p.x < reach || p.x > w - reach) ? 2 : 1;
    const int ny = (p.y < reach || p.y > h - reach) ? 2 : 1;
    for (int j = 0; j < ny; ++j) {
        for (int i = 0; i < nx; ++i) visit(geometry::Vec2{xs[i], ys[j]});
    }
}

}  // namespace bench
