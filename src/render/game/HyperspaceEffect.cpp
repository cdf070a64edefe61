#include "render/game/internal/HyperspaceEffect.h"

#include "geometry/Rotation.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"

namespace render {

namespace {
constexpr int kRays = 12;
}  // namespace

void drawHyperspace(SDL_Renderer* renderer, const sim::World& world) {
    const sim::Ship& ship = world.ship;
    if (!ship.alive || ship.hyperspaceTicks == 0) return;
    // 0 as the ship leaves, 1 as it returns.
    const double progress = 1.0 - static_cast<double>(ship.hyperspaceTicks) / sim::kHyperspaceTicks;
    const double leaving = 1.0 - progress;
    for (int i = 0; i < kRays; ++i) {
        const geometry::Vec2 d = geometry::directionFromAngle(i * (6.283185307179586 / kRays) + progress);
        // Where it left: rays that shrink to nothing and fade.
        drawLine(renderer, ship.hyperspaceFrom + d * (6.0 * leaving), ship.hyperspaceFrom + d * (6.0 + 34.0 * leaving), faded(kHyperspace, leaving));
        // Where it returns: sparks closing in on the spot.
        drawMarker(renderer, ship.position + d * (8.0 + 52.0 * leaving), 1.5, faded(kHyperspace, 0.3 + 0.7 * progress));
    }
    drawCircle(renderer, ship.position, 8.0 + 52.0 * leaving, faded(kHyperspace, 0.25 + 0.5 * progress));
}

}  // namespace render
