#pragma once
// Splitting a polygon into convex pieces, so that SAT (convex only) can test
// concave shapes: two polygons overlap exactly when some piece of one overlaps
// some piece of the other.
// - fan from a kernel point: for star-shaped polygons such as our asteroids,
//   whose every vertex is visible from the centre; n triangles, O(n).
// - ear clipping: any simple polygon; n - 2 triangles, O(n^2).

#include <array>
#include <cstddef>
#include <span>

#include "geometry/Sat.h"
#include "geometry/Vec2.h"

namespace geometry {

/// Three vertex indices into the polygon that was split, counter-clockwise (y up).
using TriangleIndices = std::array<std::size_t, 3>;

/// Ear clipping of a simple polygon (>= 3 vertices, either orientation, no
/// repeated vertices). Writes polygon.size() - 2 triangles to out, which must
/// have room for them; scratch must hold polygon.size() indices. Returns the
/// number written, or 0 when no ear can be found (the polygon is not simple).
std::size_t earClip(std::span<const Vec2> polygon, std::span<TriangleIndices> out,
                    std::span<std::size_t> scratch);

/// True when every vertex of the polygon can see `kernel`: the triangles
/// (kernel, v[i], v[i+1]) then cover the polygon without overlap.
bool isStarShapedAbout(Vec2 kernel, std::span<const Vec2> polygon);

/// True when polygons a and b overlap or touch, given each one's triangles
/// (from earClip or a fan); tests piece against piece with SAT, early out.
/// Containment is found too: a piece inside another still overlaps it.
bool piecesOverlap(std::span<const Vec2> a, std::span<const TriangleIndices> aPieces,
                   std::span<const Vec2> b, std::span<const TriangleIndices> bPieces);

/// Which convex piece of a met which piece of b, and how.
struct PieceMeeting {
    bool hit = false;             ///< some piece of a overlaps or touches some piece of b (as piecesOverlap)
    std::size_t pieceA = 0;       ///< hit: index into aPieces of the first meeting pair (a's pieces in the outer loop)
    std::size_t pieceB = 0;       ///< hit: index into bPieces of that pair
    SatResult sat{};              ///< hit: satConvex(a's piece, b's piece) for that pair; normal points from a's piece to b's
    std::size_t pairsTested = 0;  ///< pairs tried, the meeting one included; aPieces.size() * bPieces.size() on a miss
};

/// piecesOverlap with its working shown: the first pair of pieces (a's
/// outer, b's inner, in index order) that overlap or touch, by SAT.
PieceMeeting firstMeetingPieces(std::span<const Vec2> a, std::span<const TriangleIndices> aPieces,
                                std::span<const Vec2> b, std::span<const TriangleIndices> bPieces);

}  // namespace geometry
