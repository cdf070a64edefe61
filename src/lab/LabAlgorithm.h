#pragma once
// The algorithms the collision lab compares, in the order of its verdict
// panel: the cheap filter first, then point in polygon (two fill rules), then
// polygon overlap exact and loose, then the source articles' special cases. Each one is
// also a picture the lab can draw big.

#include <cstddef>

namespace lab {

/// One row of the lab's verdict panel and one of its pictures.
enum class Algorithm {
    Boxes,              ///< bounding boxes (the Russian sprite-collision article's MacroCollision): a filter, never exact
    EvenOdd,            ///< crossing number, odd = inside (PNPOLY, as in the Russian sprite-collision article)
    Nonzero,            ///< winding number, nonzero = inside
    Sat,                ///< SAT on the whole shapes (the three SAT articles): exact only when both are convex
    Pieces,             ///< ear-clip into convex pieces, SAT piece against piece: exact for simple polygons
    CircleExact,        ///< circle vs polygon: edge normals plus the axis to the nearest vertex
    CircleEdgeNormals,  ///< the Egret SAT article's circle vs polygon: edge normals only (loose near corners)
    Polar,              ///< the shoot-'em-up article's polar edge distance for triangles (loose off the line of centres)
    VerticesInside,     ///< the shoot-'em-up article's first idea: some vertex inside the other, both ways (loose)
    EdgesCross,         ///< some edge crosses some edge (loose: misses containment)
};

/// How many algorithms there are (the rows of the panel).
inline constexpr std::size_t kAlgorithmCount = 10;

/// A short name for the panel, at most 24 characters ("SAT, whole shapes").
const char* algorithmName(Algorithm algorithm);

/// The algorithm at index i (0 <= i < kAlgorithmCount), in panel order.
constexpr Algorithm algorithmAt(std::size_t i) { return static_cast<Algorithm>(i); }

/// The panel index of an algorithm.
constexpr std::size_t indexOf(Algorithm algorithm) { return static_cast<std::size_t>(algorithm); }

}  // namespace lab
