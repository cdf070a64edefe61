#pragma once
// Vectors and points in the plane. Plain value type; every operation is exact
// IEEE arithmetic (no FMA: the build sets -ffp-contract=off) so results are the
// same bit for bit in every build.

#include <cmath>

namespace geometry {

/// A point or displacement in world units. The maths here is orientation-free;
/// where a sign matters the contract says "counter-clockwise" for a y-up frame
/// (the screen is y down: see "Coordinates" in docs/architecture.md).
struct Vec2 {
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
constexpr Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
constexpr Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator/(Vec2 a, double s) { return {a.x / s, a.y / s}; }
constexpr Vec2& operator+=(Vec2& a, Vec2 b) { a = a + b; return a; }
constexpr Vec2& operator-=(Vec2& a, Vec2 b) { a = a - b; return a; }
constexpr Vec2& operator*=(Vec2& a, double s) { a = a * s; return a; }

/// Dot product: |a||b|cos(angle between them).
constexpr double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

/// z of the 3D cross product: > 0 when b turns counter-clockwise from a (y up).
constexpr double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

/// v turned a quarter turn counter-clockwise (y up): (-y, x). Same length as v.
constexpr Vec2 perp(Vec2 v) { return {-v.y, v.x}; }

/// |v|^2, exact for the inputs given (no square root).
constexpr double lengthSquared(Vec2 v) { return dot(v, v); }

/// |v|; sqrt is correctly rounded by IEEE 754, so this is deterministic too.
inline double length(Vec2 v) { return std::sqrt(lengthSquared(v)); }

/// v scaled to length 1; the zero vector stays zero rather than becoming NaN.
inline Vec2 normalized(Vec2 v) {
    const double len = length(v);
    return len > 0.0 ? v / len : Vec2{};
}

/// The point a fraction t of the way from a to b (t = 0 gives a, t = 1 gives b).
constexpr Vec2 lerp(Vec2 a, Vec2 b, double t) { return a + (b - a) * t; }

/// True when both coordinates are finite (neither NaN nor infinite).
inline bool isFinite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

}  // namespace geometry
