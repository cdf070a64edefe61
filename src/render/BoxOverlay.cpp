// Overlay 1: bounding boxes (the Russian sprite-collision article's MacroCollision),
// green when the box overlaps the box of something the game tests it against
// this tick: a bullet or the ship against an asteroid (the surveyed pairs);
// a saucer's box likewise against the ship's bullets, the ship and the asteroids.
// Two asteroids never collide, so their boxes overlapping colours nothing.
// Boxes are drawn where the object is, and again across the seam when they
// straddle it.
#include <vector>

#include "render/Overlays.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"
#include "sim/Collision.h"

namespace render {

namespace {

void drawBoxed(SDL_Renderer* renderer, const sim::Settings& field, geometry::Vec2 centre, double half, bool overlapping) {
    const SDL_Color colour = overlapping ? kBoxOverlapping : kBoxIdle;
    if (half <= 0.0) half = 2.0;  // a bullet's box is a point: draw it visibly
    forEachWrappedCopy(field, centre, half, [&](geometry::Vec2 offset) {
        drawBox(renderer, geometry::boxAround(centre + offset, {half, half}), colour);
    });
}

// True when the saucer's box meets the box of something the game tests it
// against: the ship's bullets, the ship, an asteroid (the game's own tests,
// on scratch counters; a saucer's own bullets are never tested against it).
bool saucerBoxMeets(const sim::World& world, const sim::Saucer& saucer) {
    sim::TickCounters scratch;
    const sim::Body body = sim::bodyOf(saucer);
    for (const sim::Bullet& b : world.bullets) {
        if (!b.fromSaucer && sim::testPoint(world.settings, b.position, body, scratch) != sim::PairStage::BoxMiss) return true;
    }
    if (sim::onField(world.ship) && sim::testBodies(world.settings, sim::bodyOf(world.ship), body, scratch) != sim::PairStage::BoxMiss) return true;
    for (const sim::Asteroid& a : world.asteroids) {
        if (sim::testBodies(world.settings, body, sim::bodyOf(a), scratch) != sim::PairStage::BoxMiss) return true;
    }
    return false;
}

}  // namespace

void drawBoxOverlay(SDL_Renderer* renderer, const sim::World& world, std::span<const SurveyedPair> pairs) {
    // Every surveyed pair passed the game's own box test.
    std::vector<bool> asteroidHit(world.asteroids.size(), false);
    std::vector<bool> bulletHit(world.bullets.size(), false);
    bool shipHit = false;
    for (const SurveyedPair& p : pairs) {
        asteroidHit[p.asteroid] = true;
        if (p.ship) shipHit = true;
        else bulletHit[p.bullet] = true;
    }
    for (std::size_t i = 0; i < world.asteroids.size(); ++i) {
        drawBoxed(renderer, world.settings, world.asteroids[i].position, world.asteroids[i].radius, asteroidHit[i]);
    }
    if (sim::onField(world.ship)) drawBoxed(renderer, world.settings, world.ship.position, sim::kShipRadius, shipHit);
    for (std::size_t i = 0; i < world.bullets.size(); ++i) drawBoxed(renderer, world.settings, world.bullets[i].position, 0.0, bulletHit[i]);
    for (const sim::Saucer& s : world.saucers) {
        drawBoxed(renderer, world.settings, s.position, sim::kSaucerRadius[static_cast<std::size_t>(s.size)], saucerBoxMeets(world, s));
    }
}

}  // namespace render
