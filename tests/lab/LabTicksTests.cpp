#include <doctest/doctest.h>

#include "lab/LabTicks.h"

TEST_CASE("the ticks' step is the least of 1, 2 or 5 times a power of ten that leaves the spacing asked, at any magnitude") {
    CHECK(lab::tickStep(1.0, 64.0) == doctest::Approx(100.0));
    CHECK(lab::tickStep(1.0, 40.0) == doctest::Approx(50.0));
    CHECK(lab::tickStep(2.0, 64.0) == doctest::Approx(50.0));
    CHECK(lab::tickStep(1.0, 20.0) == doctest::Approx(20.0));
    CHECK(lab::tickStep(4e21, 64.0) == doctest::Approx(2e-20));  // a 1e-20 triangle's scene
    CHECK(lab::tickStep(7e-28, 64.0) == doctest::Approx(1e29));  // a 1e30 square's
}

TEST_CASE("a lesson's stage (identity view) has ticks every 100 along its bottom and left edges, numbered in its own pixels") {
    const lab::LabView identity{};
    const lab::LabTicks ticks = lab::ticksFor(identity, {{0.0, 72.0}, {800.0, 692.0}}, 64.0);
    CHECK(ticks.step == doctest::Approx(100.0));
    REQUIRE(ticks.x.size() == 9);
    CHECK(ticks.x[0].words == "0");
    CHECK(ticks.x[3].at == doctest::Approx(300.0));
    CHECK(ticks.x[3].words == "300");
    REQUIRE(ticks.y.size() == 6);
    CHECK(ticks.y[0].words == "100");
    CHECK(ticks.y[0].at == doctest::Approx(100.0));
    CHECK(lab::cursorText(identity, {330.0, 330.0}, ticks.step) == "x 330  y 330");
}

TEST_CASE("a scene file's view numbers its ticks and the mouse in the file's units, where they are drawn") {
    const lab::LabView view{{10.0, 20.0}, {400.0, 380.0}, 40.0};  // scene (10, 20) drawn at pixel (400, 380), 40 px a unit
    const lab::LabTicks ticks = lab::ticksFor(view, {{0.0, 72.0}, {800.0, 692.0}}, 64.0);
    CHECK(ticks.step == doctest::Approx(2.0));
    REQUIRE_FALSE(ticks.x.empty());
    for (const lab::AxisTick& t : ticks.x) CHECK(t.at >= 0.0);
    // The tick numbered 10 is where scene x 10 is drawn.
    bool found = false;
    for (const lab::AxisTick& t : ticks.x) {
        if (t.words == "10") {
            CHECK(t.at == doctest::Approx(400.0));
            found = true;
        }
    }
    CHECK(found);
    CHECK(lab::cursorText(view, {420.0, 380.0}, ticks.step) == "x 10.5  y 20.0");
}
