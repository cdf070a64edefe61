#pragma once
// The shoot-'em-up article's "edge distance" test for triangle planes, kept as the
// APPROXIMATION it is: from each triangle's centre, look along the line that
// joins the two centres, measure how far it is to that triangle's edge, and
// call it a hit when the two distances add up to at least the distance between
// the centres. It only looks along that one line, so two triangles that
// overlap off it are reported as a miss; SAT on the two triangles is exact.

#include <span>

#include "geometry/Vec2.h"

namespace geometry {

/// Distance from `centre` (inside the triangle) along unit `direction` to the
/// triangle's boundary. triangle has exactly 3 vertices, either orientation.
double edgeDistance(std::span<const Vec2, 3> triangle, Vec2 centre, Vec2 direction);

/// The vertex average of a triangle: the "centre" the polar method measures from.
Vec2 triangleCentre(std::span<const Vec2, 3> triangle);

/// The polar method's working for triangles a and b: both centres, each
/// triangle's reach along the line joining them, and the verdict.
struct PolarReach {
    Vec2 centreA{};        ///< triangleCentre(a)
    Vec2 centreB{};        ///< triangleCentre(b)
    double reachA = 0.0;   ///< edgeDistance(a) from centreA towards centreB, >= 0 (0 when the centres coincide)
    double reachB = 0.0;   ///< edgeDistance(b) from centreB towards centreA, >= 0 (0 when the centres coincide)
    double distance = 0.0; ///< |centreB - centreA|, >= 0, in the vertices' units
    bool hit = false;      ///< reachA + reachB >= distance (touching counts; the same centre counts as a hit)
};

/// The polar method with its working shown; a and b have exactly 3 vertices each, either orientation.
PolarReach polarReach(std::span<const Vec2, 3> a, std::span<const Vec2, 3> b);

/// The polar approximation: polarReach(a, b).hit, i.e. true when edgeDistance(a) + edgeDistance(b) >=
/// |centre(b) - centre(a)| along the line joining the centres (touching counts).
bool polarTrianglesCollide(std::span<const Vec2, 3> a, std::span<const Vec2, 3> b);

}  // namespace geometry
