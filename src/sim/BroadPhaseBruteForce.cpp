// The broad phase's reference, to read first: every bullet against every
// asteroid's box, in index order - the lists the grid must give, in the
// order it must give them - and findCandidates, which uses it when there
// are few pairs and the grid (BroadPhaseGrid.cpp, BroadPhasePairWalk.cpp)
// otherwise. docs/broad-phase.md tells the whole story.
#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/Field.h"
#include "sim/World.h"
#include "sim/internal/BroadPhaseCells.h"
#include "sim/internal/BroadPhaseScratch.h"

namespace sim {

namespace {

// Below this many bullet-asteroid pairs, testing every box costs less than
// the grid's own passes over its cells (the normal game: a few bullets, tens
// of asteroids).
constexpr std::size_t kDirectPairs = 4096;

// Every bullet against every asteroid's box, in index order: the same lists.
// The x half is tested first, as a branch: with every bullet against every
// asteroid nearly all pairs fail on x, which the predictor then gets right,
// and the y half is skipped. The offset is shortestDelta's, as
// wrappedOffset's is.
void findDirectly(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets) {
    grid.runs.clear();
    grid.candidates.clear();
    // A few dozen asteroids sit in the first-level cache whole: read in place, not copied out first.
    for (std::size_t b = 0; b < bullets.size(); ++b) {
        const auto start = static_cast<std::uint32_t>(grid.candidates.size());
        const geometry::Vec2 p = bullets[b].position;
        for (std::size_t k = 0; k < asteroids.size(); ++k) {
            const Asteroid& a = asteroids[k];
            const double dx = shortestComponent(p.x - a.position.x, settings.fieldWidth);
            if (dx > a.radius || -dx > a.radius) continue;
            const geometry::Vec2 offset{dx, shortestComponent(p.y - a.position.y, settings.fieldHeight)};
            if (!offsetInBox(offset, a.radius)) continue;
            grid.candidates.push_back(candidateOf(static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(k), a.shape.get(), offset, a.angle, a.radius));
        }
        const auto count = static_cast<std::uint32_t>(grid.candidates.size()) - start;
        if (count != 0) grid.runs.push_back({static_cast<std::uint32_t>(b), start, count});
    }
}

}  // namespace

void findCandidates(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets) {
    if (bullets.size() * asteroids.size() <= kDirectPairs) return findDirectly(grid, settings, asteroids, bullets);
    BroadPhaseScratch& work = scratchOf(grid);
    if (cellSizeStale(grid, work, settings, asteroids.size())) chooseCellSize(grid, work, settings, asteroids);
    findCandidatesByCell(grid, work, asteroids, bullets);
}

}  // namespace sim
