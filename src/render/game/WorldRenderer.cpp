#include "render/game/WorldRenderer.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "geometry/Rotation.h"
#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/Effects.h"
#include "sim/AsteroidShapes.h"
#include "sim/Collision.h"

namespace render {

using geometry::Vec2;

void drawOutline(SDL_Renderer* renderer, std::span<const Vec2> points, Vec2 origin, SDL_Color colour) {
    if (points.empty()) return;
    if (staircases(renderer)) {  // magnified (a close-up, a 4K window): drawLine's smooth strokes, not SDL's staircase
        for (std::size_t i = 0; i < points.size(); ++i)
            drawLine(renderer, points[i] + origin, points[(i + 1) % points.size()] + origin, colour);
        return;
    }
    std::vector<SDL_FPoint> line;
    line.reserve(points.size() + 1);
    for (const Vec2 p : points) line.push_back({static_cast<float>(p.x + origin.x), static_cast<float>(p.y + origin.y)});
    line.push_back(line.front());
    setColour(renderer, colour);
    SDL_RenderDrawLinesF(renderer, line.data(), static_cast<int>(line.size()));
}

namespace {

constexpr double kOutlineWidth = 1.25;  // world units (logical pixels at the normal field)
// The ship and the bullets are what a class at the back of a room follows: drawn larger than their collision shapes
// (the simulation tests the hull and the bullet's point as before), in world units, so they grow with the window.
constexpr double kShipLineWidth = 2.5;
constexpr double kBulletHalf = 2.5;
// The glow look (render/draw/Glow.h): halos in world units, like the lines they surround. Each fades by at most about 13
// levels a pixel at 1280x720 (colour x strength / reach), so renderers that place a triangle half a pixel apart
// (SDL's software renderer and GL) draw it alike, within the --raster test's 8 levels.
constexpr HaloStyle kRockHalo{9.0, 0.45};
constexpr HaloStyle kShipHalo{12.0, 0.6};
constexpr HaloStyle kFlameHalo{12.0, 0.6};
constexpr double kBulletGlowReach = 4.8;  // a bullet's glow, in bullet half-widths
constexpr double kBulletGlow = 0.6;
// Many rocks on the normal field (a click-spawn flood, hundreds) would add their halos up to a white sheet: past this
// many the halos dim in proportion, so the rocks stay rocks.
constexpr double kRocksAtFullGlow = 40.0;
constexpr double kTrailSeconds = 0.045;   // a bullet's trail: how far back along its path it reaches
constexpr double kStarStrength = 0.55;    // the brightest star, as a share of the way from the background to kStar
constexpr double kCoverCell = 8.0;  // UI canvas pixels: a few fit across a small rock
// Level of detail: a rock smaller than this on screen (radius, UI canvas
// pixels) is drawn through at most kFewVertices of its outline's vertices.
// A subset in order of a star-shaped outline is star-shaped, so its fan still fills it.
constexpr double kDetailPixels = 8.0;
constexpr std::size_t kFewVertices = 6;
constexpr double kTinyPixels = 3.0;  // and smaller than this through kFewestVertices
constexpr std::size_t kFewestVertices = 4;
// An outline thinner than this on screen (UI canvas pixels: a crowd's field
// shrunk) would light only a scattering of pixels, each a thin triangle for
// the rasteriser; the rock is filled instead with the colour its outline
// would have lent it on average.
constexpr double kThinnestOutline = 0.35;

// The fill of a rock drawn without its thin outline: the fill mixed with the
// line by the share of its area the outline would cover (perimeter x width /
// area, about 3 x width / radius for these shapes), at most a half.
SDL_Color thinOutlinedFill(double radius) {
    const double share = std::min(0.5, 3.0 * kOutlineWidth / radius);
    const auto mix = [share](Uint8 fill, Uint8 line) { return static_cast<Uint8>(std::lround(fill + (line - fill) * share)); };
    return {mix(kAsteroidFill.r, kAsteroidLine.r), mix(kAsteroidFill.g, kAsteroidLine.g), mix(kAsteroidFill.b, kAsteroidLine.b), 255};
}

void addTriangle(std::vector<SDL_Vertex>& to, Vec2 a, Vec2 b, Vec2 c, SDL_Color colour) {
    to.push_back({toPoint(a), colour, {0, 0}});
    to.push_back({toPoint(b), colour, {0, 0}});
    to.push_back({toPoint(c), colour, {0, 0}});
}

// A closed outline as one quad per edge, `width` world units wide, centred on the edge.
void addOutline(std::vector<SDL_Vertex>& to, std::span<const Vec2> points, Vec2 origin, SDL_Color colour, double width = kOutlineWidth) {
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Vec2 a = origin + points[i];
        addSegment(to, a, origin + points[(i + 1) % points.size()], colour, width);
    }
}

// Places every copy of `asteroid` that reaches into the field (one, or up to
// four near a corner) and marks the cells it fills whole.
void placeAsteroid(WorldBatch& batch, const sim::Settings& field, const sim::Asteroid& asteroid, double unitsPerPixel, bool thin) {
    const geometry::Transform t{{0, 0}, geometry::rotationFromAngle(asteroid.angle)};
    std::array<Vec2, sim::kAsteroidMaxVertices> turned{};
    const auto outline = asteroid.outline();
    const double onScreen = asteroid.radius / unitsPerPixel;
    const std::size_t most = onScreen >= kDetailPixels ? outline.size() : onScreen >= kTinyPixels ? kFewVertices : kFewestVertices;
    const std::size_t step = (outline.size() + most - 1) / std::max<std::size_t>(most, 1);
    std::size_t count = 0;
    for (std::size_t i = 0; i < outline.size(); i += step) turned[count++] = geometry::apply(t, outline[i]);
    forEachWrappedCopy(field, asteroid.position, asteroid.radius, [&](Vec2 offset) {
        const Vec2 centre = asteroid.position + offset;
        batch.rocks.push_back({centre, batch.points.size(), count, asteroid.radius});
        batch.points.insert(batch.points.end(), turned.begin(), turned.begin() + static_cast<std::ptrdiff_t>(count));
        if (!thin) coverPolygon(batch.cover, centre, {turned.data(), count});  // fills of mixed colours must all be drawn
    });
}

// The fill uses the fan from the centre (the same convex pieces the ship is
// tested against), leaving out the triangles inside cells filled whole.
void addRock(WorldBatch& batch, const PlacedRock& rock, bool thin, HaloStyle halo) {
    const std::span<const Vec2> points(batch.points.data() + rock.first, rock.count);
    const Vec2 c = rock.centre;
    const SDL_Color fill = thin ? thinOutlinedFill(rock.radius) : kAsteroidFill;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Vec2 a = c + points[i];
        const Vec2 b = c + points[(i + 1) % points.size()];
        if (!coveredTriangle(batch.cover, c, a, b)) addTriangle(batch.fills, c, a, b, fill);
    }
    if (thin) return;
    addOutline(batch.outlines, points, c, kAsteroidLine);
    if (batch.look.glow) addOutlineHalo(batch.halos, points, c, kAsteroidGlow, halo);
}

// The faint starfield, as opaque squares under everything (so the --raster cpu layer draws it too): each star's
// colour is the background lit by its brightness, the same stars every frame (render::starAt).
void addStars(WorldBatch& batch, const sim::Settings& field) {
    const std::uint32_t count = starCount(field.fieldWidth, field.fieldHeight);
    for (std::uint32_t i = 0; i < count; ++i) {
        const Star star = starAt(i, field.fieldWidth, field.fieldHeight);
        const double lit = kStarStrength * star.brightness;
        const auto mix = [lit](Uint8 back, Uint8 ink) { return static_cast<Uint8>(std::lround(back + (ink - back) * lit)); };
        const SDL_Color colour{mix(kBackground.r, kStar.r), mix(kBackground.g, kStar.g), mix(kBackground.b, kStar.b), 255};
        const double half = star.brightness > 0.8 ? 1.0 : 0.65;
        const Vec2 p = star.position;
        addTriangle(batch.fills, {p.x - half, p.y - half}, {p.x + half, p.y - half}, {p.x + half, p.y + half}, colour);
        addTriangle(batch.fills, {p.x - half, p.y - half}, {p.x + half, p.y + half}, {p.x - half, p.y + half}, colour);
    }
}

void addCoveredCells(WorldBatch& batch) {
    forEachCoveredRun(batch.cover, [&](Vec2 low, Vec2 high) {
        addTriangle(batch.fills, low, {high.x, low.y}, high, kAsteroidFill);
        addTriangle(batch.fills, low, high, {low.x, high.y}, kAsteroidFill);
    });
}

void addBullet(WorldBatch& batch, const sim::Bullet& bullet, double half) {
    const Vec2 p = bullet.position;
    const Vec2 a{p.x - half, p.y - half}, b{p.x + half, p.y - half};
    const Vec2 c{p.x + half, p.y + half}, d{p.x - half, p.y + half};
    const SDL_Color colour = bullet.fromSaucer ? kSaucerBullet : kBullet;
    addTriangle(batch.outlines, a, b, c, colour);
    addTriangle(batch.outlines, a, c, d, colour);
    if (!batch.look.glow) return;
    // A bright point with a short trail behind it: where it came from over the last few hundredths of a second.
    addGlowPoint(batch.halos, p, half * kBulletGlowReach, colour, kBulletGlow);
    addStreak(batch.halos, p - bullet.velocity * kTrailSeconds, p, 2.0 * half, colour, 0.7);
}

void drawShip(SDL_Renderer* renderer, const sim::Settings& field, const sim::Ship& ship, bool thrusting, std::uint64_t frame, WorldBatch& batch) {
    if (!sim::onField(ship)) return;  // dead, or away in hyperspace (render/game/internal/HyperspaceEffect draws that)
    // Blink while invulnerable, dimming rather than vanishing, so the player
    // (and a screenshot) never loses sight of the ship; by the ticks left, so a
    // paused or revisited tick is always the same picture.
    SDL_Color line = kShipLine;
    if (ship.invulnerableTicks > 0 && (ship.invulnerableTicks / 6) % 2 == 1) line.a = 90;
    const geometry::Transform t{{0, 0}, geometry::rotationFromAngle(ship.angle)};
    std::array<Vec2, 3> hull{};
    for (std::size_t i = 0; i < hull.size(); ++i) hull[i] = geometry::apply(t, sim::kShipHull[i]);
    const std::array<Vec2, 3> flame = {geometry::apply(t, {-11, -5}), geometry::apply(t, {-22 - static_cast<double>(frame % 3) * 3, 0}),
                                       geometry::apply(t, {-11, 5})};
    // As geometry, kShipLineWidth wide: a one-pixel line would stay one pixel thin on a projector.
    std::vector<SDL_Vertex> quads;
    forEachWrappedCopy(field, ship.position, 30.0, [&](Vec2 offset) {
        const Vec2 at = ship.position + offset;
        if (thrusting) addOutline(quads, flame, at, kFlame, kShipLineWidth * 0.75);
        addOutline(quads, hull, at, line, kShipLineWidth);
        if (!batch.look.glow) return;
        if (thrusting) {
            addOutlineHalo(batch.halos, flame, at, kFlame, kFlameHalo);
            addGlowPoint(batch.halos, at + flame[1], 14.0, kFlame, 0.6);  // the flame's hot tip
        }
        addOutlineHalo(batch.halos, hull, at, faded(kShipGlow, line.a / 255.0), kShipHalo);
    });
    if (!quads.empty()) SDL_RenderGeometry(renderer, nullptr, quads.data(), static_cast<int>(quads.size()), nullptr, 0);
}

}  // namespace

void drawWorld(SDL_Renderer* renderer, const TickBlend& m, const sim::TickInput& lastInput, std::uint64_t frame, const Stage& stage,
               WorldBatch& batch) {
    const sim::Settings& field = m.current.settings;
    batch.fills.clear();
    batch.outlines.clear();
    batch.points.clear();
    batch.rocks.clear();
    batch.halos.clear();
    const double perPixel = unitsPerPixel(stage);
    resetCover(batch.cover, field.fieldWidth, field.fieldHeight, kCoverCell * perPixel);
    const bool thin = kOutlineWidth / perPixel < kThinnestOutline;
    if (batch.look.glow && field.crowd == 0) addStars(batch, field);  // a crowd's field is the benchmark's: no stars
    for (std::size_t i = 0; i < m.current.asteroids.size(); ++i) placeAsteroid(batch, field, blendedAsteroid(m, i), perPixel, thin);
    finishCover(batch.cover);
    const double rocks = static_cast<double>(m.current.asteroids.size());
    const HaloStyle rockHalo{kRockHalo.reach, kRockHalo.strength * std::min(1.0, kRocksAtFullGlow / std::max(1.0, rocks))};
    addCoveredCells(batch);
    for (const PlacedRock& rock : batch.rocks) addRock(batch, rock, thin, rockHalo);
    // A bullet is as large on screen as in the normal game whatever the field's size (a crowd's is many times larger).
    const double bulletHalf = kBulletHalf * std::max(1.0, perPixel);
    for (std::size_t i = 0; i < m.current.bullets.size(); ++i) addBullet(batch, blendedBullet(m, i), bulletHalf);
    if (batch.cpu.on) {
        const std::span<const SDL_Vertex> lists[] = {batch.fills, batch.outlines};
        drawOnCpu(renderer, batch.cpu, kBackground, lists);
    }
    if (!batch.cpu.on) {  // also when the CPU layer just failed
        // Everything in a batch is opaque, so it is drawn without blending: the same pixels, and a software
        // rasteriser need not read the frame back.
        drawGeometry(renderer, batch.fills, SDL_BLENDMODE_NONE);
        drawGeometry(renderer, batch.outlines, SDL_BLENDMODE_NONE);  // outlines and bullets over every fill
    }
    const bool thrusting = lastInput.held(sim::kThrust) && m.current.phase == sim::Phase::Playing;
    drawShip(renderer, field, blendedShip(m), thrusting, frame, batch);
    drawGeometry(renderer, batch.halos, SDL_BLENDMODE_ADD);  // over the cores: where a halo crosses a line, the line only gets brighter
}

}  // namespace render
