#include <doctest/doctest.h>

#include <SDL.h>


#include "geometry/Rotation.h"
#include "render/draw/Palette.h"
#include "render/game/WorldRenderer.h"
#include "sim/Game.h"
#include "support/OffscreenCanvas.h"

// The world drawn by SDL's software renderer at 1280x720, one rock alone: in the glow look its outline's core is
// brighter than the halo beside it, which is brighter than the background; in the plain look nothing is drawn beside
// the outline, as before the glow.
namespace {

using geometry::Vec2;

// The field's canvas: 1280x720, on the game's background.
testing::OffscreenCanvas glowCanvas() { return testing::screenCanvas(1280, 720, render::kBackground); }

// The pixel's red + green + blue: how bright it is.
int brightnessAt(const testing::OffscreenCanvas& canvas, Vec2 p) {
    canvas.present();
    const Uint32 c = canvas.pixel(static_cast<int>(p.x), static_cast<int>(p.y));
    return static_cast<int>(((c >> 16) & 0xFF) + ((c >> 8) & 0xFF) + (c & 0xFF));
}

// A world with one rock at the middle of the field and no ship.
sim::World oneRock() {
    sim::World world = sim::newGame({.seed = 9});
    sim::StepContext context;
    while (world.asteroids.empty()) sim::step(world, {}, context);
    world.asteroids.resize(1);
    world.asteroids.front().position = {640, 360};
    world.ship.alive = false;
    world.bullets.clear();
    world.saucers.clear();
    return world;
}

struct Probe {
    Vec2 onLine;   // the middle of the rock's longest edge
    Vec2 beside;   // 3.5 units out from it, square to the edge
    Vec2 far;      // 30 units out
};

Probe probeFor(const sim::Asteroid& rock) {
    const auto outline = rock.outline();
    const geometry::Transform t{rock.position, geometry::rotationFromAngle(rock.angle)};
    std::size_t longest = 0;
    double most = 0.0;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const double l = geometry::length(outline[(i + 1) % outline.size()] - outline[i]);
        if (l > most) most = l, longest = i;
    }
    const Vec2 a = geometry::apply(t, outline[longest]);
    const Vec2 b = geometry::apply(t, outline[(longest + 1) % outline.size()]);
    const Vec2 middle = (a + b) * 0.5;
    Vec2 out = geometry::perp(geometry::normalized(b - a));
    if (geometry::dot(out, middle - rock.position) < 0.0) out = out * -1.0;
    return {middle, middle + out * 3.5, middle + out * 30.0};
}

int drawn(const sim::World& world, bool glow, Vec2 at) {
    const testing::OffscreenCanvas canvas = glowCanvas();
    render::WorldBatch batch;
    batch.look.glow = glow;
    render::drawWorld(canvas.renderer(), {nullptr, world, 1.0}, {}, 0, render::wholeField(world.settings), batch);
    return brightnessAt(canvas, at);
}

}  // namespace

TEST_CASE("glow draws a rock's outline as a bright core inside a dimmer halo; plain draws nothing beside the line") {
    const sim::World world = oneRock();
    const Probe probe = probeFor(world.asteroids.front());
    const testing::OffscreenCanvas blank = glowCanvas();
    const int background = brightnessAt(blank, probe.beside);
    const int glowCore = drawn(world, true, probe.onLine);
    const int glowBeside = drawn(world, true, probe.beside);
    CHECK(glowCore > glowBeside);
    CHECK(glowBeside > background);
    const int plainCore = drawn(world, false, probe.onLine);
    CHECK(plainCore > background);
    CHECK(drawn(world, false, probe.beside) == background);  // as before the glow: the line alone
    CHECK(glowCore >= plainCore);
}
