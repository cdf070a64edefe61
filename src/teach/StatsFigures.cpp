#include "teach/StatsFigures.h"

#include <algorithm>
#include <cstdio>

#include "sim/Field.h"

namespace teach {

namespace {

// "grid vs brute force: 12x fewer pairs, 3.1x the speed": the speed only when both times are long enough to mean something.
std::string comparison(const sim::TickCounters& c, const PhaseTimings& t) {
    if (t.bruteForcePairs == 0) return "grid vs brute force: no bullet pairs this tick";
    char line[112];
    const double fewer = static_cast<double>(t.bruteForcePairs) / static_cast<double>(std::max(c.gridCandidates, 1));
    const double gridTime = t.broadPhase + t.narrowPhase;
    if (gridTime < kShortestComparedMicroseconds || t.bruteForce < kShortestComparedMicroseconds) {
        std::snprintf(line, sizeof line, "grid vs brute force: %.0fx fewer pairs (too quick to time)", fewer);
    } else {
        std::snprintf(line, sizeof line, "grid vs brute force: %.0fx fewer pairs, %.1fx the speed", fewer, t.bruteForce / gridTime);
    }
    return line;
}

}  // namespace

std::string duration(double us) {
    char out[32];
    if (us < 1000.0) std::snprintf(out, sizeof out, "%.1f us", us);
    else std::snprintf(out, sizeof out, "%.2f ms", us / 1000.0);
    return out;
}

std::vector<std::string> statsLines(const sim::World& world, const sim::TickCounters& c, const PhaseTimings& t) {
    const std::size_t pairs = (world.bullets.size() + (sim::onField(world.ship) ? 1 : 0)) * world.asteroids.size();
    constexpr std::size_t kWidth = 112;
    std::vector<std::string> lines;
    const auto add = [&](auto... args) {
        char line[kWidth];
        std::snprintf(line, sizeof line, args...);
        lines.emplace_back(line);
    };
    add("tick %llu   %zu asteroids, %zu bullets, %s", static_cast<unsigned long long>(world.tick), world.asteroids.size(), world.bullets.size(),
        sim::onField(world.ship) ? "ship" : "no ship");
    add("box tests         %5d   (all pairs %zu)", c.boxTests, pairs);
    add("circle tests      %5d", c.circleTests);
    add("candidate pairs   %5d", c.candidatePairs);
    add("point in polygon  %5d", c.pointInPolygonTests);
    add("SAT piece tests   %5d", c.satTests);
    add("edges visited     %5d   (brute force %ld)", c.edgesVisited, t.bruteForceEdges);
    add("hits              %5d", c.hits);
    add("grid: %d bullet candidates; broad %s, narrow %s", c.gridCandidates, duration(t.broadPhase).c_str(), duration(t.narrowPhase).c_str());
    add("brute force: %ld pairs, %ld exact tests, %s", t.bruteForcePairs, t.bruteForceExactTests, duration(t.bruteForce).c_str());
    if (t.bruteForceSampled < static_cast<long>(world.bullets.size())) {
        add("  (sample: timed on %ld of %zu bullets, scaled up)", t.bruteForceSampled, world.bullets.size());
    } else {
        lines.emplace_back("  (timed on every bullet)");
    }
    lines.push_back(comparison(c, t));
    return lines;
}

}  // namespace teach
