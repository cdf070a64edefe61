#pragma once
// Point in polygon by the crossing number (W. R. Franklin's PNPOLY, as in
// the Russian sprite-collision article): cast a ray from the point towards +x and
// count the edges it crosses; an odd count means inside. Works for concave polygons and either orientation.
//
// Half-open rule: an edge counts only when exactly one end has y > p.y ("above"
// in y-up terms here; below the ray on the screen, where y grows downwards,
// as the lab and docs/crossing-number.md say) - so a ray through a shared vertex counts it once,
// and a horizontal edge never counts. Whether the crossing is to the right of
// p is decided by an orientation sign computed from the edge's lower end to
// its upper end, never from a computed x-intercept, so two polygons sharing an
// edge get the identical answer for it and a point on that edge belongs to
// exactly one of them (the one to its right).

#include <cstddef>
#include <span>

#include "geometry/Vec2.h"

namespace geometry {

/// Number of polygon edges crossed by the ray from p towards +x (half-open rule).
int crossingCount(Vec2 p, std::span<const Vec2> polygon);

/// Even-odd rule: true when crossingCount is odd. polygon has >= 3 vertices.
bool pointInPolygon(Vec2 p, std::span<const Vec2> polygon);

/// Signed number of times the boundary winds around p: +1 per upward crossing
/// right of p, -1 per downward one (same half-open rule). Nonzero = inside by
/// the nonzero rule; differs from even-odd only for self-intersecting polygons.
int windingNumber(Vec2 p, std::span<const Vec2> polygon);

/// One crossing of the ray, for teaching overlays and `geom --explain`.
struct RayCrossing {
    std::size_t edge = 0;  ///< index i of the edge from vertex i to vertex i + 1
    Vec2 point{};          ///< where the edge meets the ray's line (display only)
    int direction = 0;     ///< +1 when the edge goes up (y increasing), -1 down

    friend bool operator==(const RayCrossing&, const RayCrossing&) = default;
};

/// Writes the crossings counted by crossingCount into out, in edge order, and
/// returns how many there are (which may exceed out.size(); extras are dropped).
std::size_t rayCrossings(Vec2 p, std::span<const Vec2> polygon, std::span<RayCrossing> out);

/// Sorts crossings into the order the ray meets them going out from its point (x increasing; ties by edge), as a
/// picture numbers them 1, 2, 3.
void inRayOrder(std::span<RayCrossing> crossings);

}  // namespace geometry
