#include <doctest/doctest.h>

#include "render/draw/Camera.h"
#include "sim/Crowd.h"

TEST_CASE("in the normal game the UI canvas is the field and points stay where they are") {
    const sim::Settings normal{};
    const SDL_Point canvas = render::uiCanvas(normal);
    CHECK(canvas.x == 1280);
    CHECK(canvas.y == 720);
    CHECK(render::unitsPerPixel(normal) == 1.0);
    const geometry::Vec2 p{123.25, 456.5};
    CHECK(render::uiToField(normal, p) == p);
    CHECK(render::fieldToUi(normal, p) == p);
    sim::Settings odd{};
    odd.fieldWidth = 2000;
    odd.fieldHeight = 1000;
    CHECK(render::uiCanvas(odd).x == 2000);
    CHECK(render::uiToField(odd, p) == p);
}

TEST_CASE("a crowd's text stays on a 1280 by 720 canvas that shows the whole field") {
    const sim::Settings crowd = sim::crowdSettings(10000, 1);
    const SDL_Point canvas = render::uiCanvas(crowd);
    CHECK(canvas.x == 1280);
    CHECK(canvas.y == 720);
    CHECK(render::unitsPerPixel(crowd) == doctest::Approx(crowd.fieldWidth / 1280.0));
    const geometry::Vec2 corner = render::uiToField(crowd, {1280.0, 720.0});
    CHECK(corner.x == doctest::Approx(crowd.fieldWidth));
    CHECK(corner.y == doctest::Approx(crowd.fieldHeight));
    const geometry::Vec2 p{5000.0, 7000.0};
    const geometry::Vec2 back = render::uiToField(crowd, render::fieldToUi(crowd, p));
    CHECK(back.x == doctest::Approx(p.x));
    CHECK(back.y == doctest::Approx(p.y));
}
