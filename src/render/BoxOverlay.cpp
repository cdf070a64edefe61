// Overlay 1: bounding boxes (the Russian sprite-collision article's MacroCollision), green when the box
// overlaps any other box this tick. Boxes are drawn where the object is, and
// again across the seam when they straddle it.
#include <vector>

#include "render/Overlays.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"
#include "sim/Collision.h"
#include "sim/Field.h"

namespace render {

namespace {

struct Boxed {
    geometry::Vec2 centre;
    double half;  // all our boxes are squares: boxes of bounding circles, or a point
};

bool overlapsOnField(const sim::Settings& field, const Boxed& a, const Boxed& b) {
    const geometry::Vec2 d = sim::shortestDelta(field, a.centre, b.centre);
    const double reach = a.half + b.half;
    return d.x <= reach && -d.x <= reach && d.y <= reach && -d.y <= reach;
}

}  // namespace

void drawBoxOverlay(SDL_Renderer* renderer, const sim::World& world) {
    std::vector<Boxed> boxes;
    for (const sim::Asteroid& a : world.asteroids) boxes.push_back({a.position, a.shape.radius});
    if (world.ship.alive) boxes.push_back({world.ship.position, sim::kShipRadius});
    for (const sim::Bullet& b : world.bullets) boxes.push_back({b.position, 0.0});
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        bool overlapping = false;
        for (std::size_t j = 0; j < boxes.size() && !overlapping; ++j) overlapping = i != j && overlapsOnField(world.settings, boxes[i], boxes[j]);
        const SDL_Color colour = overlapping ? kBoxOverlapping : kBoxIdle;
        const double half = boxes[i].half > 0 ? boxes[i].half : 2.0;  // a bullet's box is a point: draw it visibly
        forEachWrappedCopy(world.settings, boxes[i].centre, half, [&](geometry::Vec2 offset) {
            drawBox(renderer, geometry::boxAround(boxes[i].centre + offset, {half, half}), colour);
        });
    }
}

}  // namespace render
