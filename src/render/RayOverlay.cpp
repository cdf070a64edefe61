// Overlay 3: the crossing number, drawn as the simulation computes it. The
// test runs in the asteroid's own frame, so the ray is the asteroid's local
// +x axis: it turns with the asteroid. Each crossing is marked and numbered;
// the label gives the count and the even-odd verdict. A hit's ghost draws the
// same picture from the decision record, on the asteroid as it was.
#include <algorithm>
#include <array>
#include <cstdio>

#include "geometry/PointInPolygon.h"
#include "geometry/Rotation.h"
#include "render/Hud.h"
#include "render/Overlays.h"
#include "render/PairSurvey.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"
#include "sim/Field.h"

namespace render {

void drawAsteroidSeen(SDL_Renderer* renderer, const sim::Settings& field, const geometry::Transform& frame, const sim::AsteroidSeen& seen,
                      SDL_Color colour) {
    std::array<geometry::Vec2, sim::kAsteroidMaxVertices> outline{};
    const auto local = seen.outline();
    for (std::size_t i = 0; i < local.size(); ++i) outline[i] = geometry::rotate(frame.q, local[i]);
    const std::span<const geometry::Vec2> shape(outline.data(), local.size());
    forEachWrappedCopy(field, frame.p, seen.radius, [&](geometry::Vec2 offset) { drawOutline(renderer, shape, frame.p + offset, colour); });
}

void drawRayPicture(SDL_Renderer* renderer, Text& text, const RayPicture& ray) {
    const geometry::Vec2 rayEnd = geometry::apply(ray.frame, {ray.radius + 12.0, ray.local.y});
    drawArrow(renderer, ray.point, rayEnd, faded(kRay, ray.strength));
    for (std::size_t i = 0; i < ray.crossed.size(); ++i) {
        const geometry::Vec2 at = geometry::apply(ray.frame, ray.crossed[i].point);
        drawMarker(renderer, at, 3.0, faded(kCrossing, ray.strength));
        text.draw(renderer, std::to_string(i + 1), static_cast<int>(at.x) + 4, static_cast<int>(at.y) - 20, faded(kCrossing, ray.strength));
    }
    const bool inside = ray.crossings % 2 == 1;
    char label[64];
    std::snprintf(label, sizeof label, "%d: %s", ray.crossings, inside ? "odd, inside" : "even, outside");
    // On a backing, below the HUD's band and inside the field: a point near an
    // edge gets its label moved in, tied to it by a line.
    int fieldWidth = 0;
    int fieldHeight = 0;
    SDL_RenderGetLogicalSize(renderer, &fieldWidth, &fieldHeight);
    const int wantX = static_cast<int>(ray.point.x) + 8;
    const int wantY = static_cast<int>(ray.point.y) + 6;
    const int x = fieldWidth > 0 ? std::clamp(wantX, 4, fieldWidth - text.width(label) - 4) : wantX;
    const int y = std::max(hudTopBand(text), fieldHeight > 0 ? std::min(wantY, fieldHeight - text.lineHeight() - 4) : wantY);
    const SDL_Color ink = faded(inside ? kInside : kOutside, ray.strength);
    if (x != wantX || y != wantY) drawLine(renderer, ray.point, {static_cast<double>(x), static_cast<double>(y)}, ink);
    drawPanel(renderer, x - 2, y, text.width(label) + 4, text.lineHeight(), ray.strength);
    text.draw(renderer, label, x, y, ink);
}

namespace {

// The same picture for a point against a saucer or the ship's hull, when their
// boxes meet (the game's own test, on scratch counters).
void drawBodyRay(SDL_Renderer* renderer, Text& text, const sim::World& world, geometry::Vec2 point, const sim::Body& body) {
    sim::TickCounters scratch;
    if (sim::testPoint(world.settings, point, body, scratch) == sim::PairStage::BoxMiss) return;
    const geometry::Vec2 near = point - sim::shortestDelta(world.settings, body.position, point);
    const geometry::Transform frame{near, geometry::rotationFromAngle(body.angle)};
    const geometry::Vec2 local = geometry::applyInverse(frame, point);
    std::array<geometry::RayCrossing, sim::kAsteroidMaxVertices> crossings{};
    const std::size_t count = geometry::rayCrossings(local, body.outline, crossings);
    const std::span<const geometry::RayCrossing> crossed(crossings.data(), std::min(count, crossings.size()));
    drawRayPicture(renderer, text, {frame, point, local, crossed, static_cast<int>(count), body.radius, 1.0});
}

}  // namespace

void drawRayOverlay(SDL_Renderer* renderer, Text& text, const sim::World& world, std::span<const SurveyedPair> pairs) {
    // The ship's bullets against the saucers, the saucers' against the ship.
    for (const sim::Bullet& b : world.bullets) {
        if (!b.fromSaucer) {
            for (const sim::Saucer& s : world.saucers) drawBodyRay(renderer, text, world, b.position, sim::bodyOf(s));
        } else if (sim::onField(world.ship)) {
            drawBodyRay(renderer, text, world, b.position, sim::bodyOf(world.ship));
        }
    }
    for (const SurveyedPair& p : pairs) {
        if (p.ship) continue;
        const sim::Asteroid& asteroid = world.asteroids[p.asteroid];
        const geometry::Transform frame{p.asteroidNear, geometry::rotationFromAngle(asteroid.angle)};
        const geometry::Vec2 local = geometry::applyInverse(frame, p.other);
        std::array<geometry::RayCrossing, sim::kAsteroidMaxVertices> crossings{};
        const std::size_t count = geometry::rayCrossings(local, asteroid.outline(), crossings);
        const std::span<const geometry::RayCrossing> crossed(crossings.data(), std::min(count, crossings.size()));
        drawRayPicture(renderer, text, {frame, p.other, local, crossed, static_cast<int>(count), asteroid.radius, 1.0});
    }
}

void drawRayGhost(SDL_Renderer* renderer, Text& text, const sim::Settings& field, const sim::Decision& hit, double strength) {
    const sim::PointDecision& p = hit.point;
    // The frame placed by the point itself, so the picture sits where the bullet struck even across the field's edge.
    const geometry::Rotation turn = geometry::rotationFromAngle(hit.asteroid.angle);
    const geometry::Transform frame{p.world - geometry::rotate(turn, p.local), turn};
    drawAsteroidSeen(renderer, field, frame, hit.asteroid, faded(kAsteroidLine, strength));
    drawMarker(renderer, p.world, 2.0, faded(kBullet, strength));
    drawRayPicture(renderer, text, {frame, p.world, p.local, p.crossedEdges(), p.crossings, hit.asteroid.radius, strength});
}

}  // namespace render
