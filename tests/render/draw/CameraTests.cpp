#include <doctest/doctest.h>

#include "render/draw/Camera.h"
#include "sim/Crowd.h"

TEST_CASE("in the normal game the UI canvas is the field and points stay where they are") {
    const sim::Settings normal{};
    const SDL_Point canvas = render::uiCanvas(normal);
    CHECK(canvas.x == 1280);
    CHECK(canvas.y == 720);
    CHECK(render::unitsPerPixel(render::wholeField(normal)) == 1.0);
    const geometry::Vec2 p{123.25, 456.5};
    CHECK(render::uiToField(render::wholeField(normal), p) == p);
    CHECK(render::fieldToUi(render::wholeField(normal), p) == p);
    sim::Settings odd{};
    odd.fieldWidth = 2000;
    odd.fieldHeight = 1000;
    CHECK(render::uiCanvas(odd).x == 2000);
    CHECK(render::uiToField(render::wholeField(odd), p) == p);
}

TEST_CASE("a crowd's text stays on a 1280 by 720 canvas that shows the whole field") {
    const sim::Settings crowd = sim::crowdSettings(10000, 1);
    const SDL_Point canvas = render::uiCanvas(crowd);
    CHECK(canvas.x == 1280);
    CHECK(canvas.y == 720);
    CHECK(render::unitsPerPixel(render::wholeField(crowd)) == doctest::Approx(crowd.fieldWidth / 1280.0));
    const geometry::Vec2 corner = render::uiToField(render::wholeField(crowd), {1280.0, 720.0});
    CHECK(corner.x == doctest::Approx(crowd.fieldWidth));
    CHECK(corner.y == doctest::Approx(crowd.fieldHeight));
    const geometry::Vec2 p{5000.0, 7000.0};
    const geometry::Vec2 back = render::uiToField(render::wholeField(crowd), render::fieldToUi(render::wholeField(crowd), p));
    CHECK(back.x == doctest::Approx(p.x));
    CHECK(back.y == doctest::Approx(p.y));
}

TEST_CASE("a stage beside the words shows the whole field in its rectangle, at one scale both ways") {
    const sim::Settings normal{};
    const render::Stage stage = render::stageAt(normal, 0.5, 0, 60);
    CHECK_FALSE(render::isWholeCanvas(stage));
    CHECK(render::isWholeCanvas(render::wholeField(normal)));
    CHECK(stage.rect.x == 0);
    CHECK(stage.rect.y == 60);
    CHECK(stage.rect.w == 640);
    CHECK(stage.rect.h == 360);
    CHECK(render::unitsPerPixel(stage) == 2.0);
    const geometry::Vec2 corner = render::fieldToUi(stage, {1280.0, 720.0});
    CHECK(corner.x == 640.0);
    CHECK(corner.y == 420.0);
    const geometry::Vec2 p{333.0, 444.0};
    const geometry::Vec2 back = render::uiToField(stage, render::fieldToUi(stage, p));
    CHECK(back.x == doctest::Approx(p.x));
    CHECK(back.y == doctest::Approx(p.y));
    const layout::Rect box = render::fieldBoxToUi(stage, {100, 200, 10, 10});
    CHECK(box.x == 50);
    CHECK(box.y == 160);
    CHECK(box.w == 5);
    CHECK(box.h == 5);
}
