#include <doctest/doctest.h>

#include "render/draw/Text.h"

TEST_CASE("the text scale is 1 at the canvas's own size or larger, and grows as the window shrinks it") {
    CHECK(render::uiScaleFor(1280, 720, 1280, 720, 2.0) == 1.0);
    CHECK(render::uiScaleFor(2560, 1440, 1280, 720, 2.0) == 1.0);
    CHECK(render::uiScaleFor(640, 360, 1280, 720, 2.0) == 2.0);
    CHECK(render::uiScaleFor(320, 180, 1280, 720, 2.0) == 2.0);  // clamped
    CHECK(render::uiScaleFor(320, 180, 1280, 720, 1.0) == 1.0);  // a caller that cannot take larger text
}

TEST_CASE("at 800x600 the 18-point text is drawn at 18 points on screen, not 11") {
    const double scale = render::uiScaleFor(800, 600, 1280, 720, 2.0);
    const double shrink = 800.0 / 1280.0;  // the width limits: the canvas is letterboxed
    CHECK(scale == doctest::Approx(1.6));
    CHECK(18.0 * scale * shrink == doctest::Approx(18.0));
}
