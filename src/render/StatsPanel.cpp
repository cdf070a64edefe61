// Overlay 6: the work the collision code did this tick, beside what brute
// force (every pair straight to the exact test) would have cost.
#include <cstdio>

#include "render/Overlays.h"
#include "render/Palette.h"

namespace render {

void drawStatsPanel(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::TickCounters& c,
                    const PhaseTimings& timings) {
    const std::size_t pairs = (world.bullets.size() + (sim::onField(world.ship) ? 1 : 0)) * world.asteroids.size();
    char lines[10][96];
    std::snprintf(lines[0], 96, "tick %llu   %zu asteroids, %zu bullets, %s", static_cast<unsigned long long>(world.tick),
                  world.asteroids.size(), world.bullets.size(), sim::onField(world.ship) ? "ship" : "no ship");
    std::snprintf(lines[1], 96, "box tests         %5d   (all pairs %zu)", c.boxTests, pairs);
    std::snprintf(lines[2], 96, "circle tests      %5d", c.circleTests);
    std::snprintf(lines[3], 96, "candidate pairs   %5d", c.candidatePairs);
    std::snprintf(lines[4], 96, "point in polygon  %5d", c.pointInPolygonTests);
    std::snprintf(lines[5], 96, "SAT piece tests   %5d", c.satTests);
    std::snprintf(lines[6], 96, "edges visited     %5d   (brute force %ld)", c.edgesVisited, timings.bruteForceEdges);
    std::snprintf(lines[7], 96, "hits              %5d", c.hits);
    std::snprintf(lines[8], 96, "us: broad %.2f  narrow %.2f", timings.broadPhase, timings.narrowPhase);
    std::snprintf(lines[9], 96, "brute force: %ld exact tests, %.2f us", timings.bruteForceExactTests, timings.bruteForce);
    // The panel is as wide and as tall as its measured text, in the bottom-left corner.
    PanelLine panel[10];
    for (int i = 0; i < 10; ++i) panel[i] = {lines[i], i == 0 ? kText : kDimText};
    const SDL_Point size = textPanelSize(text, panel);
    drawTextPanel(renderer, text, panel, 8, static_cast<int>(world.settings.fieldHeight) - size.y - 8);
}

}  // namespace render
