// Overlay 3: the crossing number, drawn as the simulation computes it. The
// test runs in the asteroid's own frame, so the ray is the asteroid's local
// +x axis: it turns with the asteroid. Each crossing is marked and numbered;
// the label gives the count and the even-odd verdict.
#include <array>
#include <cstdio>

#include "geometry/PointInPolygon.h"
#include "geometry/Rotation.h"
#include "render/Overlays.h"
#include "render/PairSurvey.h"
#include "render/Palette.h"
#include "render/Primitives.h"

namespace render {

void drawRayOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs) {
    for (const SurveyedPair& p : pairs) {
        if (p.ship) continue;
        const sim::Asteroid& asteroid = world.asteroids[p.asteroid];
        const geometry::Transform frame{p.asteroidNear, geometry::rotationFromAngle(asteroid.angle)};
        const geometry::Vec2 local = geometry::applyInverse(frame, p.other);
        const auto outline = asteroid.shape.outline();

        std::array<geometry::RayCrossing, sim::kAsteroidMaxVertices> crossings{};
        const std::size_t count = geometry::rayCrossings(local, outline, crossings);
        const geometry::Vec2 rayEnd = geometry::apply(frame, {asteroid.shape.radius + 12.0, local.y});
        drawArrow(renderer, p.other, rayEnd, kRay);
        for (std::size_t i = 0; i < count && i < crossings.size(); ++i) {
            const geometry::Vec2 at = geometry::apply(frame, crossings[i].point);
            drawMarker(renderer, at, 3.0, kCrossing);
            text.draw(renderer, std::to_string(i + 1), static_cast<int>(at.x) + 4, static_cast<int>(at.y) - 20, kCrossing);
        }
        const bool inside = count % 2 == 1;
        char label[64];
        std::snprintf(label, sizeof label, "%zu: %s", count, inside ? "odd, inside" : "even, outside");
        text.draw(renderer, label, static_cast<int>(p.other.x) + 8, static_cast<int>(p.other.y) + 6, inside ? kInside : kOutside);
    }
}

}  // namespace render
