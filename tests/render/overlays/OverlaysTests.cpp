#include <doctest/doctest.h>

#include <SDL.h>

#include <cmath>
#include <vector>

#include "render/draw/Camera.h"
#include "render/overlays/Overlays.h"
#include "sim/TestWorlds.h"
#include "support/OffscreenCanvas.h"
#include "teach/OverlayFrame.h"

// The circles overlay drawn into a 1280 x 720 surface by SDL's software
// renderer (no display needed), in the field view as the scene draws it.
namespace {

struct Lit {
    double nearest = 1e9;  ///< of the lit pixels, the distance of the nearest to the expected centre (pixels)
    double farthest = 0.0; ///< ... and of the farthest
    int count = 0;
};

// Draws the overlay for `world` and measures the lit pixels about `centre` (in pixels of the surface).
Lit drawCircles(const sim::World& world, geometry::Vec2 centre, SDL_Point* logicalAfter) {
    const testing::OffscreenCanvas canvas(1280, 720);
    SDL_Renderer* renderer = canvas.renderer();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    render::useFieldView(renderer, render::wholeField(world.settings));
    render::drawCircleOverlay(renderer, render::wholeField(world.settings), teach::circlesShown(world, {}));
    SDL_RenderGetLogicalSize(renderer, &logicalAfter->x, &logicalAfter->y);
    SDL_RenderPresent(renderer);
    Lit lit;
    for (int y = 0; y < 720; ++y) {
        const Uint32* row = canvas.row(y);
        for (int x = 0; x < 1280; ++x) {
            if ((row[x] & 0x00FFFFFFu) == 0) continue;
            const double d = std::hypot(x + 0.5 - centre.x, y + 0.5 - centre.y);
            lit.nearest = std::min(lit.nearest, d);
            lit.farthest = std::max(lit.farthest, d);
            ++lit.count;
        }
    }
    return lit;
}

// A world whose only circle is one asteroid's: no ship on the field.
sim::World oneRock(sim::Settings settings, geometry::Vec2 at, double radius) {
    sim::World world = testing::quietWorld();
    world.settings = settings;
    world.ship.alive = false;
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, at, radius));
    return world;
}

}  // namespace

TEST_CASE("on the normal field the circles overlay rings each asteroid at its radius, in field pixels") {
    const sim::World world = oneRock(sim::Settings{}, {400, 300}, 60);
    SDL_Point logical{};
    const Lit lit = drawCircles(world, {400, 300}, &logical);
    CHECK(lit.count > 200);  // a ring of about 2 pi 60 pixels
    CHECK(lit.nearest > 57.0);
    CHECK(lit.farthest < 62.0);
    CHECK(logical.x == 1280);
    CHECK(logical.y == 720);
}

TEST_CASE("on a crowd's field the circles overlay rings each asteroid where it shows, a few pixels across, and leaves the field view set") {
    sim::Settings crowd;
    crowd.crowd = 10000;
    crowd.fieldWidth = 25920.0;  // the field of --crowd 10000: 20.25 units a pixel
    crowd.fieldHeight = 14580.0;
    const geometry::Vec2 at{12960.0, 7290.0};
    const double radius = 64.0;
    const sim::World world = oneRock(crowd, at, radius);
    const geometry::Vec2 shown = render::fieldToUi(render::wholeField(crowd), at);  // the canvas is the surface here (1280 x 720)
    const double onScreen = radius / render::unitsPerPixel(render::wholeField(crowd));
    REQUIRE(onScreen == doctest::Approx(64.0 / 20.25));
    SDL_Point logical{};
    const Lit lit = drawCircles(world, shown, &logical);
    CHECK(lit.count >= 8);
    CHECK(lit.count < 60);
    CHECK(lit.nearest > onScreen - 2.0);
    CHECK(lit.farthest < onScreen + 2.0);
    CHECK(logical.x == 25920);
    CHECK(logical.y == 14580);
}
