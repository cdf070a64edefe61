#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "geometry/Rotation.h"

using geometry::Rotation;
using geometry::Transform;
using geometry::Vec2;

namespace {

constexpr double kTrigTolerance = 1e-15;
constexpr double kRoundTripTolerance = 1e-12;

bool near(Vec2 a, Vec2 b, double tolerance) {
    return std::abs(a.x - b.x) <= tolerance && std::abs(a.y - b.y) <= tolerance;
}

}  // namespace

TEST_CASE("rotationFromAngle matches std::sin and std::cos within 1e-15 over [-1000, 1000]") {
    // libm is only the referee here: the code under test never calls it.
    constexpr int kSteps = 400'000;
    double worst = 0.0;
    for (int i = 0; i <= kSteps; ++i) {
        const double angle = -1000.0 + 2000.0 * static_cast<double>(i) / kSteps + 1e-7 * (i % 13);
        const Rotation q = geometry::rotationFromAngle(angle);
        worst = std::max(worst, std::abs(q.c - std::cos(angle)));
        worst = std::max(worst, std::abs(q.s - std::sin(angle)));
    }
    CHECK(worst <= kTrigTolerance);
}

TEST_CASE("rotationFromAngle keeps its accuracy out to a million radians, as the header promises") {
    double worst = 0.0;
    for (int i = -20'000; i <= 20'000; ++i) {
        const double angle = 49.999991 * i + 0.123456789 * (i % 17);
        const Rotation q = geometry::rotationFromAngle(angle);
        worst = std::max(worst, std::abs(q.c - std::cos(angle)));
        worst = std::max(worst, std::abs(q.s - std::sin(angle)));
    }
    CHECK(worst <= kTrigTolerance);
}

TEST_CASE("rotationFromAngle is accurate next to multiples of a quarter turn") {
    // The quadrant boundaries are where range reduction goes wrong if the
    // split of pi/2 is not exact enough.
    for (int k = -700; k <= 700; ++k) {
        const double base = k * (std::numbers::pi / 2.0);
        for (const double angle : {base, std::nextafter(base, -1e9), std::nextafter(base, 1e9), base + 1e-9,
                                   base - 1e-9, base + std::numbers::pi / 4.0}) {
            const Rotation q = geometry::rotationFromAngle(angle);
            CHECK(std::abs(q.c - std::cos(angle)) <= kTrigTolerance);
            CHECK(std::abs(q.s - std::sin(angle)) <= kTrigTolerance);
        }
    }
}

TEST_CASE("rotationFromAngle gives a unit vector") {
    for (int i = -5000; i <= 5000; ++i) {
        const Rotation q = geometry::rotationFromAngle(0.0137 * i);
        CHECK(std::abs(q.c * q.c + q.s * q.s - 1.0) <= 4.0 * std::numeric_limits<double>::epsilon());
    }
}

TEST_CASE("rotationFromAngle of zero is exactly the identity") {
    const Rotation q = geometry::rotationFromAngle(0.0);
    CHECK(q.c == 1.0);
    CHECK(q.s == 0.0);
}

TEST_CASE("rotationFromAngle is exactly symmetric: sine odd, cosine even") {
    for (int i = 1; i <= 2000; ++i) {
        const double angle = 0.7919 * i;
        const Rotation plus = geometry::rotationFromAngle(angle);
        const Rotation minus = geometry::rotationFromAngle(-angle);
        CHECK(minus.c == plus.c);
        CHECK(minus.s == -plus.s);
    }
}

TEST_CASE("rotationFromAngle of a non-finite angle is NaN, not a made-up rotation") {
    for (const double angle : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                               -std::numeric_limits<double>::infinity()}) {
        const Rotation q = geometry::rotationFromAngle(angle);
        CHECK(std::isnan(q.c));
        CHECK(std::isnan(q.s));
    }
}

TEST_CASE("directionFromAngle points along the axes at quarter turns") {
    CHECK(near(geometry::directionFromAngle(0.0), {1.0, 0.0}, kTrigTolerance));
    CHECK(near(geometry::directionFromAngle(std::numbers::pi / 2.0), {0.0, 1.0}, kTrigTolerance));
    CHECK(near(geometry::directionFromAngle(std::numbers::pi), {-1.0, 0.0}, kTrigTolerance));
    CHECK(near(geometry::directionFromAngle(-std::numbers::pi / 2.0), {0.0, -1.0}, kTrigTolerance));
}

TEST_CASE("rotate turns counter-clockwise and inverseRotate undoes it") {
    const Rotation quarter = geometry::rotationFromAngle(std::numbers::pi / 2.0);
    CHECK(near(geometry::rotate(quarter, {1.0, 0.0}), {0.0, 1.0}, kTrigTolerance));
    CHECK(near(geometry::inverseRotate(quarter, {1.0, 0.0}), {0.0, -1.0}, kTrigTolerance));

    const Vec2 v{12.5, -7.25};
    for (int i = -50; i <= 50; ++i) {
        const Rotation q = geometry::rotationFromAngle(0.37 * i);
        const Vec2 there = geometry::rotate(q, v);
        CHECK(std::abs(geometry::length(there) - geometry::length(v)) <= kRoundTripTolerance);
        CHECK(near(geometry::inverseRotate(q, there), v, kRoundTripTolerance));
        CHECK(near(geometry::rotate(q, geometry::inverseRotate(q, v)), v, kRoundTripTolerance));
    }
}

TEST_CASE("apply and applyInverse are a round trip") {
    const Transform t{{300.0, -40.0}, geometry::rotationFromAngle(2.1)};
    for (const Vec2 local : {Vec2{0.0, 0.0}, Vec2{10.0, 0.0}, Vec2{-3.5, 8.25}, Vec2{100.0, -100.0}}) {
        const Vec2 world = geometry::apply(t, local);
        CHECK(near(geometry::applyInverse(t, world), local, kRoundTripTolerance));
        CHECK(near(geometry::apply(t, geometry::applyInverse(t, local)), local, kRoundTripTolerance));
    }
    // The local origin lands on the translation; rotation happens first.
    CHECK(geometry::apply(t, {0.0, 0.0}) == t.p);
    const Transform quarter{{1.0, 1.0}, geometry::rotationFromAngle(std::numbers::pi / 2.0)};
    CHECK(near(geometry::apply(quarter, {2.0, 0.0}), {1.0, 3.0}, kTrigTolerance));
}
