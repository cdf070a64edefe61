#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <utility>

#include "geometry/Limits.h"
#include "geometry/Predicates.h"

using geometry::Vec2;

namespace {

using Int = std::int64_t;
__extension__ typedef __int128 Wide;  // g++ and clang; __extension__ keeps -Wpedantic quiet

// The sign of cross(p - q, r - s) in integers (128 bits hold it for |coordinates| < 2^60).
int exactSign(Int px, Int py, Int qx, Int qy, Int rx, Int ry, Int sx, Int sy) {
    const Wide value = static_cast<Wide>(px - qx) * (ry - sy) - static_cast<Wide>(py - qy) * (rx - sx);
    return (value > 0) - (value < 0);
}

}  // namespace

TEST_CASE("orientation is exact where a rounded cross product is not, at every scale of the coordinate range") {
    // Shewchuk's hard case, generalised: a and b on the line y = k x (k a
    // power of two, so k x is exact), c a few units in the last place off it.
    // Then cross(b - a, c - a) = (bx - ax)(cy - k cx), whose sign is known exactly.
    std::mt19937_64 random(20261123);
    std::uniform_int_distribution<int> integer(-1 << 20, 1 << 20);
    std::uniform_int_distribution<int> ulps(-64, 64);
    std::uniform_int_distribution<int> power(-2, 2);
    int roundedWrong = 0;
    for (int i = 0; i < 20000; ++i) {
        const double k = std::ldexp(i % 2 == 0 ? 1.0 : -1.0, power(random));
        const double ax = integer(random), bx = integer(random);
        const double cx = std::ldexp(integer(random), -20) + std::ldexp(ulps(random), -60);
        const double cy = k * cx + std::ldexp(ulps(random), -60);
        const int side = ((bx > ax) - (bx < ax)) * ((cy > k * cx) - (cy < k * cx));
        // Scaling by a power of two is exact and keeps the sign: 2^150 and 2^-130 keep every coordinate in range.
        for (const int exponent : {0, 150, -130}) {
            const auto at = [exponent](double x, double y) { return Vec2{std::ldexp(x, exponent), std::ldexp(y, exponent)}; };
            const Vec2 a = at(ax, k * ax);
            const Vec2 b = at(bx, k * bx);
            const Vec2 c = at(cx, cy);
            for (const Vec2 v : {a, b, c}) REQUIRE((geometry::isInCoordinateRange(v.x) && geometry::isInCoordinateRange(v.y)));
            CHECK(geometry::orientation(a, b, c) == side);
            CHECK(geometry::orientation(b, a, c) == -side);
            CHECK(geometry::orientation(b, c, a) == side);
            CHECK(geometry::orientation(c, a, b) == side);
            if (exponent == 0) {
                const double rounded = cross(b - a, c - a);
                roundedWrong += ((rounded > 0.0) - (rounded < 0.0)) != side;
            }
        }
    }
    CHECK(roundedWrong > 1000);  // the cases are hard: a rounded cross product gets these wrong
}

namespace {

// x, y with a y - b x = gcd(a, b) (extended Euclid; a, b not both 0).
std::pair<Int, Int> unitCrossPartner(Int a, Int b) {
    Int oldR = a, r = b, oldS = 1, s = 0, oldT = 0, t = 1;
    while (r != 0) {
        const Int q = oldR / r;
        oldR -= q * r;
        std::swap(oldR, r);
        oldS -= q * s;
        std::swap(oldS, s);
        oldT -= q * t;
        std::swap(oldT, t);
    }
    return {-oldT, oldS};  // a * oldS + b * oldT = gcd
}

}  // namespace

TEST_CASE("crossSign compares projections exactly for four unrelated points, also where rounding would not") {
    // p - q = e and r - s = f with cross(e, f) = k gcd: 0 or tiny beside
    // products of up to 2^100, which a rounded evaluation rounds to 2^48.
    std::mt19937_64 random(7);
    std::uniform_int_distribution<Int> coordinate(-(Int{1} << 50), Int{1} << 50);
    std::uniform_int_distribution<Int> small(-2, 2);
    int roundedWrong = 0;
    for (int i = 0; i < 20000; ++i) {
        const Int ex = coordinate(random) | 1, ey = coordinate(random);
        const auto [gx, gy] = unitCrossPartner(ex, ey);
        const Int k = small(random), m = small(random);
        const Int fx = m * ex + k * gx, fy = m * ey + k * gy;
        const Int qx = coordinate(random), qy = coordinate(random), sx = coordinate(random), sy = coordinate(random);
        const Int px = qx + ex, py = qy + ey, rx = sx + fx, ry = sy + fy;
        const auto v = [](Int x, Int y) { return Vec2{static_cast<double>(x), static_cast<double>(y)}; };
        const int expected = exactSign(px, py, qx, qy, rx, ry, sx, sy);
        CHECK(geometry::crossSign(v(px, py), v(qx, qy), v(rx, ry), v(sx, sy)) == expected);
        CHECK(geometry::crossSign(v(rx, ry), v(sx, sy), v(px, py), v(qx, qy)) == -expected);
        const double rounded = cross(v(px, py) - v(qx, qy), v(rx, ry) - v(sx, sy));
        roundedWrong += ((rounded > 0.0) - (rounded < 0.0)) != expected;
    }
    CHECK(roundedWrong > 1000);
}

TEST_CASE("orientation at the ends of the coordinate range neither overflows nor underflows") {
    const double big = geometry::kMaxCoordinate;
    const double tiny = geometry::kMinNonzeroCoordinate;
    CHECK(geometry::orientation({-big, -big}, {big, -big}, {big, big}) == 1);
    CHECK(geometry::orientation({-big, -big}, {big, big}, {big, -big}) == -1);
    CHECK(geometry::orientation({-big, -big}, {big, big}, {0.0, 0.0}) == 0);
    CHECK(geometry::orientation({0.0, 0.0}, {tiny, 0.0}, {tiny, tiny}) == 1);
    CHECK(geometry::orientation({tiny, tiny}, {2 * tiny, 2 * tiny}, {3 * tiny, 3 * tiny}) == 0);
    CHECK(geometry::orientation({tiny, tiny}, {2 * tiny, 2 * tiny}, {3 * tiny, std::nextafter(3 * tiny, 1.0)}) == 1);
    CHECK(geometry::orientation({-big, tiny}, {big, -tiny}, {0.0, 0.0}) == 0);
    CHECK(geometry::orientation({-big, tiny}, {big, -tiny}, {0.0, tiny}) == 1);
}
