// The broad phase's batched walk: all bullets at once, sorted into the
// grid's cells, each asteroid read once looking at the bullets of its cells,
// then the pairs put in brute force's order by a radix sort. Read
// BroadPhaseBruteForce.cpp first; why the walk goes as it does (stages,
// store buffers, what the processor guesses): docs/broad-phase.md#the-walk-and-why-it-is-written-as-it-is.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/Field.h"
#include "sim/World.h"
#include "sim/internal/BroadPhaseCells.h"
#include "sim/internal/BroadPhaseScratch.h"

namespace sim {

namespace {

// Sorts the bullets by cell (a counting sort): afterwards cell c's bullets
// are sortedBullets[bulletStart[c], bulletStart[c + 1]), a row's cells one
// after another.
void sortBullets(const BroadPhase& grid, BroadPhaseScratch& work, std::span<const Bullet> bullets) {
    work.bulletStart.assign(grid.cells.size() + 2, 0);
    work.bulletCells.resize(bullets.size());
    const std::size_t n = bullets.size();
    for (std::size_t b = 0; b < n; ++b) {
        const std::uint32_t c = cellIndexOf(grid, bullets[b].position);
        work.bulletCells[b] = c;
        ++work.bulletStart[c + 2];
    }
    for (std::size_t c = 2; c < work.bulletStart.size(); ++c) work.bulletStart[c] += work.bulletStart[c - 1];
    work.sortedBullets.resize(n + 2);  // two spare entries at the end, for testRun
    // Asked for ahead, so a store does not wait twice (docs/broad-phase.md#scattering-the-bullets).
    constexpr std::size_t kAhead = 16;
    for (std::size_t b = 0; b < n; ++b) {
        if (b + kAhead < n) __builtin_prefetch(work.bulletStart.data() + work.bulletCells[b + kAhead] + 1, 1);
        if (b + kAhead / 2 < n) __builtin_prefetch(work.sortedBullets.data() + work.bulletStart[work.bulletCells[b + kAhead / 2] + 1], 1);
        work.sortedBullets[work.bulletStart[work.bulletCells[b] + 1]++] = {bullets[b].position, static_cast<std::uint32_t>(b)};
    }
}

// The bullets of the cells a box covers, as runs of sortedBullets: one per
// row of cells (the columns wrap at most once: one run before the seam, one
// after).
template <class Visit>
[[gnu::always_inline]] inline void forEachRun(const BroadPhase& grid, const BroadPhaseScratch::CellSpan& span, Visit visit) {
    const int beforeSeam = std::min(span.columnCount, grid.columns - span.firstColumn);
    for (int j = 0; j < span.rowCount; ++j) {
        const std::size_t row = static_cast<std::size_t>(wrapIndex(span.firstRow + j, grid.rows) * grid.columns);
        visit(row + static_cast<std::size_t>(span.firstColumn), static_cast<std::size_t>(beforeSeam));
        if (beforeSeam < span.columnCount) visit(row, static_cast<std::size_t>(span.columnCount - beforeSeam));
    }
}

// The cell a coordinate falls in, unwrapped: -1 just before the field, n
// just past it (cellRange's arithmetic, without the wrap).
[[gnu::always_inline]] inline int unwrappedCell(double at, double perUnit, int n) { return static_cast<int>(at * perUnit + n) - n; }

// An asteroid as the walk holds it between being read and being tested:
// its box, and the block of cells the box covers, unwrapped (cellRange's
// cells before the wrap, so the block may stick out of the field by one).
struct Visit {
    BroadPhase::Hot hot;
    int firstColumn, lastColumn, firstRow, lastRow;

    /// Whether the block lies inside the field and spans at most two rows:
    /// almost every asteroid. Then no bullet of its cells is nearer the
    /// asteroid the other way round the field (the cells were widened by far
    /// more than the offset's rounding), so the box test needs no wrap.
    bool plain(const BroadPhase& grid) const {
        return (static_cast<int>(firstColumn >= 0) & static_cast<int>(lastColumn < grid.columns) & static_cast<int>(firstRow >= 0) &
                static_cast<int>(lastRow < grid.rows) & static_cast<int>(lastRow - firstRow <= 1)) != 0;
    }
};

[[gnu::always_inline]] inline Visit visitOf(const BroadPhase& grid, const Asteroid& asteroid) {
    const double r = asteroid.radius;
    const geometry::Vec2 c = asteroid.position;
    return {{c, r},
            unwrappedCell(c.x - r - grid.columnMargin, grid.columnsPerUnit, grid.columns),
            unwrappedCell(c.x + r + grid.columnMargin, grid.columnsPerUnit, grid.columns),
            unwrappedCell(c.y - r - grid.rowMargin, grid.rowsPerUnit, grid.rows),
            unwrappedCell(c.y + r + grid.rowMargin, grid.rowsPerUnit, grid.rows)};
}

// A point's x and y side by side in one register (GCC's and clang's vector
// extension: two SSE2 lanes on x86-64, NEON on arm64), so a box test is one
// subtraction and two comparisons for both axes at once.
using Lanes = double __attribute__((vector_size(16)));
using LaneMask = std::int64_t __attribute__((vector_size(16)));

[[gnu::always_inline]] inline Lanes lanesOf(const geometry::Vec2& v) {
    Lanes l;
    std::memcpy(&l, &v, sizeof l);
    return l;
}

// offsetInBox(plainOffset(h, p), h.radius) in lanes: for every double d
// (NaN fails both ways), |d| <= r is (d <= r) & (-d <= r), so the same
// answer, with one comparison per lane; on x86-64 one instruction then
// gathers both lanes' answers (movmskpd).
[[gnu::always_inline]] inline int plainBoxHoldsLanes(Lanes centre, Lanes radius, const geometry::Vec2& p) {
    const LaneMask noSign{std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max()};
    const Lanes magnitude = reinterpret_cast<Lanes>(reinterpret_cast<LaneMask>(lanesOf(p) - centre) & noSign);
#if defined(__SSE2__)
    return static_cast<int>(_mm_movemask_pd(_mm_cmple_pd(magnitude, radius)) == 3);
#else
    const LaneMask inside = magnitude <= radius;
    return static_cast<int>(inside[0] & inside[1] & 1);
#endif
}

// For a plain visit the offset needs no wrap: shortestDelta's arithmetic
// leaves it as it is for every pair whose box holds (a block inside the
// field means the radius is under half the field, and a held offset is
// within the radius).
[[gnu::always_inline]] inline geometry::Vec2 plainOffset(const BroadPhase::Hot& h, geometry::Vec2 p) { return {p.x - h.position.x, p.y - h.position.y}; }

// Tests the bullets sortedBullets[begin, end) against a staged asteroid's
// box, writing at `out` a Held for each it holds (room for end - begin + 2
// is made first); returns the new end. The first two are tested whatever the
// run's length, so the loop's length is rarely guessed
// (docs/broad-phase.md#short-runs).
template <class Holds>
[[gnu::always_inline]] inline BroadPhaseScratch::Held* testRun(const BroadPhaseScratch& work, std::uint32_t begin, std::uint32_t end, std::uint32_t staged, BroadPhaseScratch::Held* out,
                                                        Holds holds) {
    const BroadPhaseScratch::SortedBullet* bullets = work.sortedBullets.data();
    const std::uint32_t length = end - begin;
    *out = {begin, staged};
    out += holds(bullets[begin].position) & static_cast<int>(length > 0);
    *out = {begin + 1, staged};
    out += holds(bullets[begin + 1].position) & static_cast<int>(length > 1);
    for (std::uint32_t s = begin + 2; s < end; ++s) {
        *out = {s, staged};
        out += holds(bullets[s].position);
    }
    return out;
}

// Makes room in work.held for `more` after the first `found`.
[[gnu::always_inline]] inline BroadPhaseScratch::Held* roomFor(BroadPhaseScratch& work, std::size_t found, std::size_t more) {
    if (found + more > work.held.size()) work.held.resize(2 * (found + more));
    return work.held.data() + found;
}

// An asteroid between the two halves of findPairs: its box, its outline,
// and - for a plain visit - the two runs of sortedBullets its rows of cells
// hold (the second empty when the block has one row).
struct Staged {
    Visit visit;
    const AsteroidShape* shape;
    double angle;
    std::uint32_t begin0, end0, begin1, end1;
    bool plain;
};

// How many asteroids are staged at a time: two stages stay in the
// first-level cache. And how far ahead of its test an asteroid's first
// bullets are asked for.
constexpr std::size_t kStageSize = 128;
constexpr std::size_t kBulletsAhead = 8;

// Fills `s` field by field in place, for the store buffer's sake
// (docs/broad-phase.md#filling-in-place).
[[gnu::always_inline]] inline void stage(const BroadPhase& grid, const BroadPhaseScratch& work, const Asteroid& asteroid, Staged& s) {
    s.visit = visitOf(grid, asteroid);
    s.shape = asteroid.shape.get();
    s.angle = asteroid.angle;
    s.plain = s.visit.plain(grid);
    const Visit& v = s.visit;
    if (!s.plain) return;
    // The counts findRuns will read: its first row's start, its last row's end.
    const std::uint32_t* starts = work.bulletStart.data();
    __builtin_prefetch(starts + v.firstRow * grid.columns + v.firstColumn);
    __builtin_prefetch(starts + v.lastRow * grid.columns + v.lastColumn + 1);
}

// Where a staged plain visit's two runs of sortedBullets start and end
// (the second empty when its block has one row).
[[gnu::always_inline]] inline void findRuns(const BroadPhase& grid, const BroadPhaseScratch& work, Staged& s) {
    if (!s.plain) {
        s.begin0 = s.end0 = s.begin1 = s.end1 = 0;  // asked for ahead all the same
        return;
    }
    const std::uint32_t* starts = work.bulletStart.data();
    const Visit& v = s.visit;
    const auto first = static_cast<std::size_t>(v.firstRow * grid.columns + v.firstColumn);
    const auto second = static_cast<std::size_t>(v.lastRow * grid.columns + v.firstColumn);
    const auto count = static_cast<std::size_t>(v.lastColumn - v.firstColumn + 1);
    s.begin0 = starts[first];
    s.end0 = starts[first + count];
    s.begin1 = starts[second];
    s.end1 = second != first ? starts[second + count] : s.begin1;
}

// Appends to work.held[found, ...) what a staged asteroid's box holds;
// returns the new count. A plain visit tests both runs without a branch
// (docs/broad-phase.md#short-runs); any other goes row by row, wrapping,
// with the full box test.
[[gnu::always_inline]] inline std::size_t holdsOf(const BroadPhase& grid, BroadPhaseScratch& work, const Staged& s, std::uint32_t i, std::size_t found) {
    if (s.plain) {
        BroadPhaseScratch::Held* out = roomFor(work, found, (s.end0 - s.begin0) + (s.end1 - s.begin1) + 4);
        const Lanes centre = lanesOf(s.visit.hot.position);
        const Lanes radius{s.visit.hot.radius, s.visit.hot.radius};
        const auto holds = [&](const geometry::Vec2& p) __attribute__((always_inline)) { return plainBoxHoldsLanes(centre, radius, p); };
        out = testRun(work, s.begin0, s.end0, i, out, holds);
        out = testRun(work, s.begin1, s.end1, i, out, holds);
        return static_cast<std::size_t>(out - work.held.data());
    }
    const std::uint32_t* starts = work.bulletStart.data();
    const auto holds = [&](const geometry::Vec2& p) __attribute__((always_inline)) {
        return static_cast<int>(offsetInBox(wrappedOffset(grid.fieldWidth, grid.fieldHeight, s.visit.hot, p), s.visit.hot.radius));
    };
    forEachRun(grid, spanOf(grid, s.visit.hot), [&](std::size_t first, std::size_t count) __attribute__((always_inline)) {
        const std::uint32_t begin = starts[first], end = starts[first + count];
        found = static_cast<std::size_t>(testRun(work, begin, end, i, roomFor(work, found, end - begin + 2), holds) - work.held.data());
    });
    return found;
}

// Turns work.held[from, to) - one stage's, its asteroids starting at index
// `base` - into candidates at the same places, noting what the exact test
// reads while the stage and the bullets it held are at hand. The offset is
// the one the box test computed.
void noteCandidates(BroadPhase& grid, const BroadPhaseScratch& work, std::span<const Staged> staged, std::size_t base, std::size_t from, std::size_t to) {
    if (grid.candidates.size() < work.held.size()) grid.candidates.resize(work.held.size());
    for (std::size_t j = from; j < to; ++j) {
        const BroadPhaseScratch::Held h = work.held[j];
        const Staged& s = staged[h.staged];
        const BroadPhaseScratch::SortedBullet& bullet = work.sortedBullets[h.slot];
        const geometry::Vec2 offset = s.plain ? plainOffset(s.visit.hot, bullet.position) : wrappedOffset(grid.fieldWidth, grid.fieldHeight, s.visit.hot, bullet.position);
        grid.candidates[j] = candidateOf(bullet.index, static_cast<std::uint32_t>(base + h.staged), s.shape, offset, s.angle, s.visit.hot.radius);
    }
}

// Every (bullet, asteroid) pair whose box holds the bullet, ascending by
// asteroid, in grid.candidates[0, the count returned): the asteroids read
// once, in index order, each looking at the bullets of the cells its box
// covers. A stage of asteroids at a time, in steps (read, look up the runs,
// box tests, candidates), so no load's wait decides a branch
// (docs/broad-phase.md#stages). work.held and grid.candidates only grow.
std::size_t findPairs(BroadPhase& grid, BroadPhaseScratch& work, std::span<const Asteroid> asteroids) {
    std::array<std::array<Staged, kStageSize>, 2> stages;
    const std::size_t n = asteroids.size();
    const auto stageAt = [&](std::size_t base) -> std::span<Staged> {
        std::span<Staged> s = std::span(stages[(base / kStageSize) % 2]).first(std::min(kStageSize, n - base));
        for (std::size_t i = 0; i < s.size(); ++i) stage(grid, work, asteroids[base + i], s[i]);
        return s;
    };
    std::size_t found = 0;
    std::span<Staged> staged = n > 0 ? stageAt(0) : std::span<Staged>{};
    for (std::size_t base = 0; base < n; base += kStageSize) {
        // The next stage is read (its cells' counts asked for) before this one's runs are looked up.
        const std::span<Staged> next = base + kStageSize < n ? stageAt(base + kStageSize) : std::span<Staged>{};
        for (Staged& s : staged) findRuns(grid, work, s);
        const std::size_t before = found;
        for (std::size_t i = 0; i < staged.size(); ++i) {
            if (i + kBulletsAhead < staged.size()) {
                __builtin_prefetch(work.sortedBullets.data() + staged[i + kBulletsAhead].begin0);
                __builtin_prefetch(work.sortedBullets.data() + staged[i + kBulletsAhead].begin1);
            }
            found = holdsOf(grid, work, staged[i], static_cast<std::uint32_t>(i), found);
        }
        noteCandidates(grid, work, staged, base, before, found);
        staged = next;
    }
    return found;
}

// Sorts the pairs by bullet, stably (a radix sort of the bullet index, at
// most 11 bits a pass): they were found ascending by asteroid, so each
// bullet's asteroids stay in ascending index order.
void sortPairsByBullet(BroadPhase& grid, BroadPhaseScratch& work, std::size_t pairCount, std::size_t bulletCount) {
    constexpr int kMostDigitBits = 11;
    const int bits = static_cast<int>(std::bit_width(bulletCount > 1 ? bulletCount - 1 : 0));
    const int passes = std::max(1, (bits + kMostDigitBits - 1) / kMostDigitBits);
    const int digitBits = (bits + passes - 1) / passes;
    const std::uint32_t mask = (1U << digitBits) - 1;
    std::array<std::uint32_t, (1U << kMostDigitBits) + 1> starts{};
    work.sorting.resize(grid.candidates.size());  // the two swap roles each pass
    for (int pass = 0; pass < passes; ++pass) {
        const int shift = pass * digitBits;
        const std::span<const BroadPhase::Candidate> found = std::span(grid.candidates).first(pairCount);
        std::fill_n(starts.begin(), mask + 2, 0U);
        for (const BroadPhase::Candidate& c : found) ++starts[((c.bullet >> shift) & mask) + 1];
        for (std::uint32_t d = 1; d <= mask + 1; ++d) starts[d] += starts[d - 1];
        for (const BroadPhase::Candidate& c : found) work.sorting[starts[(c.bullet >> shift) & mask]++] = c;
        grid.candidates.swap(work.sorting);
    }
}

// The sorted candidates as runs, one per bullet that has any.
void listRuns(BroadPhase& grid, std::size_t n) {
    grid.runs.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t bullet = grid.candidates[i].bullet;
        if (grid.runs.empty() || grid.runs.back().bullet != bullet) grid.runs.push_back({bullet, static_cast<std::uint32_t>(i), 0});
        ++grid.runs.back().count;
    }
}

}  // namespace

void findCandidatesByCell(BroadPhase& grid, BroadPhaseScratch& work, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets) {
    sortBullets(grid, work, bullets);
    const std::size_t pairCount = findPairs(grid, work, asteroids);
    sortPairsByBullet(grid, work, pairCount, bullets.size());
    listRuns(grid, pairCount);
}

void prefetchRun(const BroadPhase& grid, std::size_t r) {
    // Every line of the outlines the crossing test will walk (those whose
    // bounding circles hold the bullet), into the second-level cache
    // (docs/broad-phase.md#asking-for-the-outlines).
    constexpr std::size_t kLine = 64;
    constexpr int kIntoSecondLevel = 2;
    for (const BroadPhase::Candidate& c : candidatesOfRun(grid, r)) {
        const char* shape = reinterpret_cast<const char*>(c.shape);
        if (shape == nullptr || !c.inCircle) continue;
        for (std::size_t offset = 0; offset < sizeof(AsteroidShape); offset += kLine) __builtin_prefetch(shape + offset, 0, kIntoSecondLevel);
        __builtin_prefetch(shape + sizeof(AsteroidShape) - 1, 0, kIntoSecondLevel);
    }
}

}  // namespace sim
