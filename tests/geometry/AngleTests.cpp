#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>

#include "geometry/Angle.h"
#include "geometry/Rotation.h"

using geometry::angleOf;
using geometry::Vec2;

namespace {

// How many representable doubles apart a and b are (same sign assumed).
std::int64_t ulpsApart(double a, double b) {
    return std::abs(std::bit_cast<std::int64_t>(a) - std::bit_cast<std::int64_t>(b));
}

}  // namespace

TEST_CASE("angleOf is within one ulp of std::atan2 over directions all round and lengths from 1e-200 to 1e200") {
    std::int64_t worst = 0;
    int differing = 0;
    for (int i = 0; i < 20000; ++i) {
        const double turn = -std::numbers::pi + 2.0 * std::numbers::pi * (i + 0.37) / 20000.0;
        for (const double length : {1e-200, 1e-5, 0.75, 1.0, 3.0, 1280.0, 1e200}) {
            const Vec2 v = geometry::directionFromAngle(turn) * length;
            const double ours = angleOf(v);
            const double libm = std::atan2(v.y, v.x);
            REQUIRE(std::signbit(ours) == std::signbit(libm));
            worst = std::max(worst, ulpsApart(ours, libm));
            differing += ours != libm ? 1 : 0;
        }
    }
    CHECK(worst <= 1);
    MESSAGE("angleOf differs from this C library's atan2 in " << differing << " of 140000 directions, by one ulp");
}

TEST_CASE("angleOf gives the axes and diagonals exactly") {
    CHECK(angleOf({1.0, 0.0}) == 0.0);
    CHECK(angleOf({0.0, 2.0}) == std::numbers::pi / 2.0);
    CHECK(angleOf({0.0, -2.0}) == -std::numbers::pi / 2.0);
    CHECK(angleOf({-3.0, 0.0}) == std::numbers::pi);
    CHECK(angleOf({-3.0, -0.0}) == -std::numbers::pi);
    CHECK(angleOf({5.0, 5.0}) == std::numbers::pi / 4.0);
    CHECK(angleOf({-5.0, -5.0}) == -3.0 * std::numbers::pi / 4.0);
}

TEST_CASE("angleOf follows atan2's rules for zeros, infinities and NaN") {
    const double inf = std::numeric_limits<double>::infinity();
    CHECK(std::signbit(angleOf({1.0, -0.0})));
    CHECK(angleOf({0.0, 0.0}) == 0.0);
    CHECK(angleOf({inf, inf}) == std::atan2(inf, inf));
    CHECK(angleOf({-inf, -inf}) == std::atan2(-inf, -inf));
    CHECK(angleOf({-inf, 1.0}) == std::atan2(1.0, -inf));
    CHECK(angleOf({1.0, inf}) == std::atan2(inf, 1.0));
    CHECK(angleOf({1e-300, 1e300}) == std::atan2(1e300, 1e-300));
    CHECK(angleOf({-1e300, 1e-300}) == std::atan2(1e-300, -1e300));
    CHECK(std::isnan(angleOf({std::numeric_limits<double>::quiet_NaN(), 1.0})));
}
