#include "render/WorldRenderer.h"

#include <array>
#include <vector>

#include "geometry/Rotation.h"
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

SDL_FPoint toPoint(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

void drawAsteroid(SDL_Renderer* renderer, const sim::Settings& field, const sim::Asteroid& asteroid) {
    const geometry::Transform t{{0, 0}, geometry::rotationFromAngle(asteroid.angle)};
    std::array<Vec2, sim::kAsteroidMaxVertices> world{};
    const auto outline = asteroid.shape.outline();
    for (std::size_t i = 0; i < outline.size(); ++i) world[i] = geometry::apply(t, outline[i]);
    const std::span<const Vec2> points(world.data(), outline.size());

    forEachWrappedCopy(field, asteroid.position, asteroid.shape.radius, [&](Vec2 offset) {
        const Vec2 centre = asteroid.position + offset;
        // The fill uses the fan from the centre: the same convex pieces the
        // ship is tested against.
        std::array<SDL_Vertex, 3 * sim::kAsteroidMaxVertices> fan{};
        const SDL_Color fill = kAsteroidFill;
        for (std::size_t i = 0; i < points.size(); ++i) {
            fan[3 * i] = {toPoint(centre), fill, {0, 0}};
            fan[3 * i + 1] = {toPoint(centre + points[i]), fill, {0, 0}};
            fan[3 * i + 2] = {toPoint(centre + points[(i + 1) % points.size()]), fill, {0, 0}};
        }
        SDL_RenderGeometry(renderer, nullptr, fan.data(), static_cast<int>(3 * points.size()), nullptr, 0);
        drawOutline(renderer, points, centre, kAsteroidLine);
    });
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

void drawBullet(SDL_Renderer* renderer, const sim::Bullet& bullet) {
    const SDL_FRect dot{static_cast<float>(bullet.position.x - 1.5), static_cast<float>(bullet.position.y - 1.5), 3.0f, 3.0f};
    setColour(renderer, bullet.fromSaucer ? kSaucerBullet : kBullet);
    SDL_RenderFillRectF(renderer, &dot);
}

}  // namespace

void drawWorld(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame) {
    const sim::Settings& field = m.current.settings;
    for (std::size_t i = 0; i < m.current.asteroids.size(); ++i) drawAsteroid(renderer, field, blendedAsteroid(m, i));
    for (std::size_t i = 0; i < m.current.bullets.size(); ++i) drawBullet(renderer, blendedBullet(m, i));
    const bool thrusting = lastInput.held(sim::kThrust) && m.current.phase == sim::Phase::Playing;
    drawShip(renderer, field, blendedShip(m), thrusting, frame);
}

}  // namespace render
