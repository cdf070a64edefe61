// Overlay 6: the work the collision code did this tick, beside what brute
// force (every pair straight to the exact test) would have cost.
#include <cstdio>

#include "render/Overlays.h"
#include "render/Palette.h"
#include "render/Primitives.h"

namespace render {

void drawStatsPanel(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::TickCounters& c,
                    const PhaseTimings& timings) {
    const std::size_t pairs = (world.bullets.size() + (world.ship.alive ? 1 : 0)) * world.asteroids.size();
    char lines[10][96];
    std::snprintf(lines[0], 96, "tick %llu   %zu asteroids, %zu bullets, %s", static_cast<unsigned long long>(world.tick),
                  world.asteroids.size(), world.bullets.size(), world.ship.alive ? "ship" : "no ship");
    std::snprintf(lines[1], 96, "box tests         %5d   (all pairs %zu)", c.boxTests, pairs);
    std::snprintf(lines[2], 96, "circle tests      %5d", c.circleTests);
    std::snprintf(lines[3], 96, "candidate pairs   %5d", c.candidatePairs);
    std::snprintf(lines[4], 96, "point in polygon  %5d", c.pointInPolygonTests);
    std::snprintf(lines[5], 96, "SAT piece tests   %5d", c.satTests);
    std::snprintf(lines[6], 96, "edges visited     %5d   (brute force %ld)", c.edgesVisited, timings.bruteForceEdges);
    std::snprintf(lines[7], 96, "hits              %5d", c.hits);
    std::snprintf(lines[8], 96, "us: broad %.2f  narrow %.2f", timings.broadPhase, timings.narrowPhase);
    std::snprintf(lines[9], 96, "brute force: %ld exact tests, %.2f us", timings.bruteForceExactTests, timings.bruteForce);
    const int line = text.lineHeight();
    const int height = 10 * line + 12;
    const int top = static_cast<int>(world.settings.fieldHeight) - height - 8;
    drawPanel(renderer, 8, top, 470, height);
    for (int i = 0; i < 10; ++i) text.draw(renderer, lines[i], 16, top + 6 + i * line, i == 0 ? kText : kDimText);
}

}  // namespace render
