#include <doctest/doctest.h>

#include <cmath>

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

TEST_CASE("a close-up magnifies a small box of the field onto the same stage, centred on it, at most six times") {
    const sim::Settings normal{};
    const render::Stage stage = render::stageAt(normal, 0.5, 0, 60);
    const geometry::Aabb rock{{600.0, 300.0}, {630.0, 330.0}};  // 30 units across: padded to 110, past 6x
    const render::Stage close = render::closeUpOf(stage, normal, rock);
    CHECK(close.magnified == render::kMostMagnified);
    CHECK(close.rect.x == stage.rect.x);
    CHECK(close.rect.w == stage.rect.w);
    CHECK(close.pixelsPerUnit == doctest::Approx(stage.pixelsPerUnit * 6.0));
    CHECK_FALSE(render::isWholeCanvas(close));
    // The box's centre shows at the stage's centre, to a world unit (the camera's corner is in whole units).
    const geometry::Vec2 centre = render::fieldToUi(close, {615.0, 315.0});
    CHECK(std::abs(centre.x - (stage.rect.x + stage.rect.w / 2.0)) <= close.pixelsPerUnit);
    CHECK(std::abs(centre.y - (stage.rect.y + stage.rect.h / 2.0)) <= close.pixelsPerUnit);
    const geometry::Vec2 p{612.5, 344.0};
    const geometry::Vec2 back = render::uiToField(close, render::fieldToUi(close, p));
    CHECK(back.x == doctest::Approx(p.x));
    CHECK(back.y == doctest::Approx(p.y));
    const geometry::Aabb seen = render::seenArea(close);
    CHECK(geometry::contains(seen, rock.min));
    CHECK(geometry::contains(seen, rock.max));
    CHECK(seen.max.x - seen.min.x == doctest::Approx(1280.0 / 6.0).epsilon(0.01));
}

TEST_CASE("a close-up near the field's edge stays on the field, and its viewport starts the field before the stage") {
    const sim::Settings normal{};
    const render::Stage stage = render::stageAt(normal, 0.5, 0, 60);
    const render::Stage close = render::closeUpOf(stage, normal, {{2.0, 700.0}, {30.0, 718.0}});
    REQUIRE(close.magnified > 1.0);
    CHECK(close.seenFrom.x == 0.0);
    const geometry::Aabb seen = render::seenArea(close);
    CHECK(seen.max.y <= 720.0 + 1e-9);
    CHECK(seen.min.y >= 0.0);
    const SDL_Rect view = render::stageViewport(close);
    const SDL_Rect onStage = render::stageInFieldUnits(close);
    CHECK(view.x == onStage.x - static_cast<int>(close.seenFrom.x));
    CHECK(view.y == onStage.y - static_cast<int>(close.seenFrom.y));
    CHECK(view.w == onStage.w + static_cast<int>(close.seenFrom.x));
}

TEST_CASE("no close-up of the whole canvas, of a box across the field's edge, or of one too large to gain from it") {
    const sim::Settings normal{};
    const render::Stage stage = render::stageAt(normal, 0.5, 0, 60);
    const geometry::Aabb small{{600.0, 300.0}, {660.0, 360.0}};
    CHECK(render::closeUpOf(render::wholeField(normal), normal, small).magnified == 1.0);
    CHECK(render::closeUpOf(stage, normal, {{-20.0, 300.0}, {40.0, 360.0}}).magnified == 1.0);  // it wraps: the view does not
    CHECK(render::closeUpOf(stage, normal, {{100.0, 100.0}, {1000.0, 600.0}}).magnified == 1.0);
    const render::Stage unchanged = render::closeUpOf(stage, normal, {{100.0, 100.0}, {1000.0, 600.0}});
    CHECK(unchanged.seenFrom.x == 0.0);
    CHECK(unchanged.pixelsPerUnit == stage.pixelsPerUnit);
}
