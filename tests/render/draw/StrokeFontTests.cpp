#include <doctest/doctest.h>

#include <string>

#include "render/draw/internal/StrokeFont.h"

TEST_CASE("every capital has strokes on its 4 x 6 grid, and anything else has none") {
    for (char c = 'A'; c <= 'Z'; ++c) {
        CAPTURE(c);
        const std::vector<render::Stroke> strokes = render::letterStrokes(c);
        CHECK(strokes.size() >= 2);
        for (const render::Stroke& s : strokes) {
            for (const geometry::Vec2 p : {s.a, s.b}) {
                CHECK(p.x >= 0.0);
                CHECK(p.x <= 4.0);
                CHECK(p.y >= 0.0);
                CHECK(p.y <= 6.0);
            }
            CHECK(geometry::length(s.b - s.a) > 0.0);
        }
    }
    CHECK(render::letterStrokes(' ').empty());
    CHECK(render::letterStrokes('a').empty());
    CHECK(render::letterStrokes('7').empty());
}

TEST_CASE("the title's strokes lie within its box, filling its width or its height, centred") {
    for (const render::StrokeBox box : {render::StrokeBox{100, 50, 600, 80}, render::StrokeBox{10, 20, 200, 300}}) {
        const std::vector<render::Stroke> strokes = render::strokeText("POLYROIDS", box);
        REQUIRE_FALSE(strokes.empty());
        double left = 1e9, right = -1e9, top = 1e9, bottom = -1e9;
        for (const render::Stroke& s : strokes) {
            for (const geometry::Vec2 p : {s.a, s.b}) {
                left = std::min(left, p.x);
                right = std::max(right, p.x);
                top = std::min(top, p.y);
                bottom = std::max(bottom, p.y);
            }
        }
        CHECK(left >= box.x - 1e-9);
        CHECK(right <= box.x + box.width + 1e-9);
        CHECK(top >= box.y - 1e-9);
        CHECK(bottom <= box.y + box.height + 1e-9);
        const bool fillsWidth = std::abs((right - left) - box.width) < 1e-6;
        const bool fillsHeight = std::abs((bottom - top) - box.height) < 1e-6;
        CHECK((fillsWidth || fillsHeight));
        CHECK((left - box.x) == doctest::Approx(box.x + box.width - right));  // centred across
    }
    CHECK(render::strokeText("POLYROIDS", {0, 0, 0, 10}).empty());
}
