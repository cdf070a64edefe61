#include "render/WorldRenderer.h"

#include <algorithm>
#include <array>
#include <vector>

#include "geometry/Rotation.h"
#include "render/Camera.h"
#include "render/Palette.h"
#include "sim/AsteroidShapes.h"
#include "sim/Collision.h"

namespace render {

using geometry::Vec2;

void drawOutline(SDL_Renderer* renderer, std::span<const Vec2> points, Vec2 origin, SDL_Color colour) {
    if (points.empty()) return;
    std::vector<SDL_FPoint> line;
    line.reserve(points.size() + 1);
    for (const Vec2 p : points) line.push_back({static_cast<float>(p.x + origin.x), static_cast<float>(p.y + origin.y)});
    line.push_back(line.front());
    setColour(renderer, colour);
    SDL_RenderDrawLinesF(renderer, line.data(), static_cast<int>(line.size()));
}

namespace {

constexpr double kOutlineWidth = 1.25;  // world units (logical pixels at the normal field)
constexpr double kBulletHalf = 1.5;

SDL_FPoint toPoint(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

void addTriangle(std::vector<SDL_Vertex>& to, Vec2 a, Vec2 b, Vec2 c, SDL_Color colour) {
    to.push_back({toPoint(a), colour, {0, 0}});
    to.push_back({toPoint(b), colour, {0, 0}});
    to.push_back({toPoint(c), colour, {0, 0}});
}

// A closed outline as one thin quad per edge, centred on the edge.
void addOutline(std::vector<SDL_Vertex>& to, std::span<const Vec2> points, Vec2 origin, SDL_Color colour) {
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Vec2 a = origin + points[i];
        const Vec2 b = origin + points[(i + 1) % points.size()];
        const Vec2 side = perp(normalized(b - a)) * (0.5 * kOutlineWidth);
        addTriangle(to, a - side, a + side, b + side, colour);
        addTriangle(to, a - side, b + side, b - side, colour);
    }
}

void addAsteroid(WorldBatch& batch, const sim::Settings& field, const sim::Asteroid& asteroid) {
    const geometry::Transform t{{0, 0}, geometry::rotationFromAngle(asteroid.angle)};
    std::array<Vec2, sim::kAsteroidMaxVertices> turned{};
    const auto outline = asteroid.outline();
    for (std::size_t i = 0; i < outline.size(); ++i) turned[i] = geometry::apply(t, outline[i]);
    const std::span<const Vec2> points(turned.data(), outline.size());
    // Only the copies that reach into the field are drawn (one, or up to four near a corner).
    forEachWrappedCopy(field, asteroid.position, asteroid.radius, [&](Vec2 offset) {
        const Vec2 centre = asteroid.position + offset;
        // The fill uses the fan from the centre: the same convex pieces the
        // ship is tested against.
        for (std::size_t i = 0; i < points.size(); ++i) {
            addTriangle(batch.fills, centre, centre + points[i], centre + points[(i + 1) % points.size()], kAsteroidFill);
        }
        addOutline(batch.outlines, points, centre, kAsteroidLine);
    });
}

void addBullet(WorldBatch& batch, const sim::Bullet& bullet, double half) {
    const Vec2 p = bullet.position;
    const Vec2 a{p.x - half, p.y - half}, b{p.x + half, p.y - half};
    const Vec2 c{p.x + half, p.y + half}, d{p.x - half, p.y + half};
    const SDL_Color colour = bullet.fromSaucer ? kSaucerBullet : kBullet;
    addTriangle(batch.outlines, a, b, c, colour);
    addTriangle(batch.outlines, a, c, d, colour);
}

void drawBatch(SDL_Renderer* renderer, const std::vector<SDL_Vertex>& vertices) {
    if (!vertices.empty()) SDL_RenderGeometry(renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

void drawShip(SDL_Renderer* renderer, const sim::Settings& field, const sim::Ship& ship, bool thrusting, std::uint64_t frame) {
    if (!sim::onField(ship)) return;  // dead, or away in hyperspace (render/HyperspaceEffect draws that)
    // Blink while invulnerable, dimming rather than vanishing, so the player
    // (and a screenshot) never loses sight of the ship.
    SDL_Color line = kShipLine;
    if (ship.invulnerableTicks > 0 && (frame / 6) % 2 == 1) line.a = 90;
    const geometry::Transform t{{0, 0}, geometry::rotationFromAngle(ship.angle)};
    std::array<Vec2, 3> hull{};
    for (std::size_t i = 0; i < hull.size(); ++i) hull[i] = geometry::apply(t, sim::kShipHull[i]);
    const std::array<Vec2, 3> flame = {geometry::apply(t, {-11, -5}), geometry::apply(t, {-22 - static_cast<double>(frame % 3) * 3, 0}),
                                       geometry::apply(t, {-11, 5})};
    forEachWrappedCopy(field, ship.position, 30.0, [&](Vec2 offset) {
        const Vec2 at = ship.position + offset;
        if (thrusting) drawOutline(renderer, flame, at, kFlame);
        drawOutline(renderer, hull, at, line);
    });
}

}  // namespace

void drawWorld(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame, WorldBatch& batch) {
    const sim::Settings& field = m.current.settings;
    batch.fills.clear();
    batch.outlines.clear();
    for (std::size_t i = 0; i < m.current.asteroids.size(); ++i) addAsteroid(batch, field, blendedAsteroid(m, i));
    // A bullet is as large on screen as in the normal game whatever the field's size (a crowd's is many times larger).
    const double bulletHalf = kBulletHalf * std::max(1.0, unitsPerPixel(field));
    for (std::size_t i = 0; i < m.current.bullets.size(); ++i) addBullet(batch, blendedBullet(m, i), bulletHalf);
    drawBatch(renderer, batch.fills);
    drawBatch(renderer, batch.outlines);  // outlines and bullets over every fill
    const bool thrusting = lastInput.held(sim::kThrust) && m.current.phase == sim::Phase::Playing;
    drawShip(renderer, field, blendedShip(m), thrusting, frame);
}

}  // namespace render
