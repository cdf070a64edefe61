#include "teach/StatsFigures.h"

#include <algorithm>
#include <cstdio>
#include <string>

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

// "1 bullet", "2 bullets".
std::string counted(long n, const char* thing) { return std::to_string(n) + " " + thing + (n == 1 ? "" : "s"); }

}  // namespace

std::string duration(double us) {
    char out[32];
    // The font (DejaVu Sans Mono) has the micro sign: "us" would be a stand-in the reader has to decode.
    if (us < 1000.0) std::snprintf(out, sizeof out, "%.1f \u00b5s", us);
    else std::snprintf(out, sizeof out, "%.2f ms", us / 1000.0);
    return out;
}

std::vector<std::string> statsLines(const sim::World& world, const sim::TickCounters& c, const PhaseTimings& t) {
    const std::size_t pairs = (world.bullets.size() + (sim::onField(world.ship) ? 1 : 0)) * world.asteroids.size();
    const long bullets = static_cast<long>(world.bullets.size());
    constexpr std::size_t kWidth = 112;
    std::vector<std::string> lines;
    const auto add = [&](auto... args) {
        char line[kWidth];
        std::snprintf(line, sizeof line, args...);
        lines.emplace_back(line);
    };
    add("tick %llu   %s, %s, %s", static_cast<unsigned long long>(world.tick), counted(static_cast<long>(world.asteroids.size()), "asteroid").c_str(),
        counted(bullets, "bullet").c_str(), sim::onField(world.ship) ? "ship" : "no ship");
    add("box tests         %5d   (all pairs %zu)", c.boxTests, pairs);
    add("circle tests      %5d", c.circleTests);
    // Pairs past the box and circle: "candidate" is kept for one count only, the grid's.
    add("past the filters  %5d", c.candidatePairs);
    add("point in polygon  %5d", c.pointInPolygonTests);
    add("SAT piece tests   %5d   (separating axis test)", c.satTests);  // the panel's first and only SAT: spelled out
    add("edges visited     %5d   (brute force %ld)", c.edgesVisited, t.bruteForceEdges);
    add("hits              %5d", c.hits);
    add("grid: %s; broad %s, narrow %s", counted(c.gridCandidates, "bullet candidate").c_str(), duration(t.broadPhase).c_str(),
        duration(t.narrowPhase).c_str());
    if (t.bruteForcePairs == 0) {
        add("brute force: no bullet pairs; %s of the ship, %s", counted(t.bruteForceExactTests, "exact test").c_str(),
            duration(t.bruteForce).c_str());
    } else {
        add("brute force: %s, %s, %s", counted(t.bruteForcePairs, "bullet pair").c_str(), counted(t.bruteForceExactTests, "exact test").c_str(),
            duration(t.bruteForce).c_str());
    }
    if (t.bruteForceSampled < bullets) {
        add("  (sample: timed on %ld of %s, scaled up)", t.bruteForceSampled, counted(bullets, "bullet").c_str());
    } else if (bullets > 0) {
        lines.emplace_back("  (timed on every bullet)");
    }
    lines.push_back(comparison(c, t));
    return lines;
}

}  // namespace teach
