#pragma once
// Rotations and rigid transforms, after Box2D's b2Rot / b2Transform: a shape is
// stored once in its own frame and questions are asked in that frame, so a
// spinning asteroid never has its vertices rewritten.

#include "geometry/Vec2.h"

namespace geometry {

/// A rotation stored as its cosine and sine (c*c + s*s = 1 up to rounding).
struct Rotation {
    double c = 1.0;
    double s = 0.0;
};

/// sin and cos of an angle in radians, computed with + - * only (no libm), so
/// the simulation gives the same bits whatever the C library or optimiser does.
/// Accurate to about 1e-15 for |radians| < 1e6.
Rotation rotationFromAngle(double radians);

/// v rotated counter-clockwise (y up) by q.
constexpr Vec2 rotate(Rotation q, Vec2 v) { return {q.c * v.x - q.s * v.y, q.s * v.x + q.c * v.y}; }

/// v rotated clockwise by q: the inverse of rotate(q, v).
constexpr Vec2 inverseRotate(Rotation q, Vec2 v) { return {q.c * v.x + q.s * v.y, -q.s * v.x + q.c * v.y}; }

/// A rigid motion: rotate by q about the origin, then translate by p.
struct Transform {
    Vec2 p{};
    Rotation q{};
};

/// Local point v moved into the world frame.
constexpr Vec2 apply(const Transform& t, Vec2 v) { return rotate(t.q, v) + t.p; }

/// World point v expressed in the transform's local frame.
constexpr Vec2 applyInverse(const Transform& t, Vec2 v) { return inverseRotate(t.q, v - t.p); }

/// The unit vector at an angle in radians from +x, counter-clockwise (y up).
inline Vec2 directionFromAngle(double radians) {
    const Rotation q = rotationFromAngle(radians);
    return {q.c, q.s};
}

}  // namespace geometry
