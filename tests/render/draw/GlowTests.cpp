#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <array>

#include "geometry/Rotation.h"
#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/Text.h"
#include "render/game/Particles.h"
#include "render/game/Scene.h"
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

TEST_CASE("a close-up draws the field plain (a halo magnified with it buries the outline), and the look asked for stays") {
    const sim::World world = oneRock();
    const sim::Asteroid& rock = world.asteroids.front();
    const Probe probe = probeFor(rock);
    REQUIRE(TTF_Init() == 0);
    {
        auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(text.ok(), text.error().message());
        const render::Particles particles;
        const render::HudInfo hud;
        teach::OverlayFrame teaching;
        teaching.why = {"Asteroid 1 is where the why panel says."};
        teaching.closeUp = geometry::Aabb{rock.position - Vec2{rock.radius, rock.radius}, rock.position + Vec2{rock.radius, rock.radius}};
        render::WorldBatch batch;
        batch.look.glow = true;
        const auto besideAndBackground = [&](const teach::OverlayFrame& shown) {
            const testing::OffscreenCanvas canvas = glowCanvas();
            const render::ScreenLayout placed =
                render::drawScene(canvas.renderer(), {nullptr, world, 1.0}, {}, 1, {**text, particles, hud, shown, batch});
            const Vec2 beside = render::fieldToUi(placed.stage, probe.beside);
            const Vec2 far = render::fieldToUi(placed.stage, probe.far);
            return std::array<double, 3>{static_cast<double>(brightnessAt(canvas, beside)), static_cast<double>(brightnessAt(canvas, far)),
                                         placed.stage.magnified};
        };
        const auto [closeBeside, closeFar, magnified] = besideAndBackground(teaching);
        CHECK(magnified > 2.0);
        CHECK(closeBeside == closeFar);  // nothing lit beside the outline
        CHECK(batch.look.glow);
        teaching.closeUp.reset();
        const auto [wholeBeside, wholeFar, notMagnified] = besideAndBackground(teaching);
        CHECK(notMagnified == 1.0);
        CHECK(wholeBeside > wholeFar);  // the whole field glows as asked
        (*text).reset();
    }
    TTF_Quit();
}
