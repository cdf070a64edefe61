// Overlay 6: the work the collision code did this tick, beside what brute
// force (every pair straight to the exact test) would have cost, live: the
// grid's candidates and time against brute force's pairs and time (timed on
// a sample of the bullets in a crowd, app/PhaseTimer).
#include <algorithm>
#include <cstdio>
#include <string>

#include "render/Camera.h"
#include "render/Overlays.h"
#include "render/Palette.h"

namespace render {

namespace {

// A time in microseconds as "850 us" or "12.40 ms".
std::string duration(double us) {
    char out[32];
    if (us < 1000.0) std::snprintf(out, sizeof out, "%.1f us", us);
    else std::snprintf(out, sizeof out, "%.2f ms", us / 1000.0);
    return out;
}

}  // namespace

void drawStatsPanel(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::TickCounters& c,
                    const PhaseTimings& timings) {
    const std::size_t pairs = (world.bullets.size() + (sim::onField(world.ship) ? 1 : 0)) * world.asteroids.size();
    constexpr int kLines = 12;
    char lines[kLines][112];
    std::snprintf(lines[0], 112, "tick %llu   %zu asteroids, %zu bullets, %s", static_cast<unsigned long long>(world.tick),
                  world.asteroids.size(), world.bullets.size(), sim::onField(world.ship) ? "ship" : "no ship");
    std::snprintf(lines[1], 112, "box tests         %5d   (all pairs %zu)", c.boxTests, pairs);
    std::snprintf(lines[2], 112, "circle tests      %5d", c.circleTests);
    std::snprintf(lines[3], 112, "candidate pairs   %5d", c.candidatePairs);
    std::snprintf(lines[4], 112, "point in polygon  %5d", c.pointInPolygonTests);
    std::snprintf(lines[5], 112, "SAT piece tests   %5d", c.satTests);
    std::snprintf(lines[6], 112, "edges visited     %5d   (brute force %ld)", c.edgesVisited, timings.bruteForceEdges);
    std::snprintf(lines[7], 112, "hits              %5d", c.hits);
    std::snprintf(lines[8], 112, "grid: %ld listed, %ld candidates; broad %s, narrow %s", timings.gridListed, timings.gridCandidates,
                  duration(timings.broadPhase).c_str(), duration(timings.narrowPhase).c_str());
    std::snprintf(lines[9], 112, "brute force: %ld pairs, %ld exact tests, %s", timings.bruteForcePairs, timings.bruteForceExactTests,
                  duration(timings.bruteForce).c_str());
    if (timings.bruteForceSampled < static_cast<long>(world.bullets.size())) {
        std::snprintf(lines[10], 112, "  (sample: timed on %ld of %zu bullets, scaled up)", timings.bruteForceSampled, world.bullets.size());
    } else {
        std::snprintf(lines[10], 112, "  (timed on every bullet)");
    }
    const double gridTime = timings.broadPhase + timings.narrowPhase;
    if (timings.bruteForcePairs == 0) {
        std::snprintf(lines[11], 112, "grid vs brute force: no bullet pairs this tick");
    } else {
        std::snprintf(lines[11], 112, "grid vs brute force: %.0fx fewer pairs, %.1fx the speed",
                      static_cast<double>(timings.bruteForcePairs) / static_cast<double>(std::max(timings.gridCandidates, 1L)),
                      gridTime > 0.0 ? timings.bruteForce / gridTime : 0.0);
    }
    // The panel is as wide and as tall as its measured text, in the bottom-left corner of the UI canvas, above the mute badge.
    PanelLine panel[kLines];
    for (int i = 0; i < kLines; ++i) panel[i] = {lines[i], i == 0 || i == 11 ? kText : kDimText};
    const SDL_Point size = textPanelSize(text, panel);
    drawTextPanel(renderer, text, panel, 8, bottomLeftPanelTop(text, uiCanvas(world.settings).y, size.y));
}

}  // namespace render
