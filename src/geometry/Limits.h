#pragma once
// What the geometry promises to answer, in one place: the inputs `polyroids
// geom` and lab scene files accept are the ones checked here (docs/limits.md).

#include <cstddef>

namespace geometry {

/// Most vertices one polygon read from text may have: every check and query
/// on polygons this size answers in milliseconds (polyroids_geom_benchmark).
inline constexpr std::size_t kMaxPolygonVertices = 1000;

/// Largest size of any coordinate or radius the geometry gives exact verdicts for.
inline constexpr double kMaxCoordinate = 1.0e60;

/// Smallest size of a nonzero coordinate or radius (zero itself is fine).
inline constexpr double kMinNonzeroCoordinate = 1.0e-60;

/// The range above in words, for messages and docs.
inline constexpr const char* kCoordinateRangeText = "0 or between 1e-60 and 1e60 in size";

/// True when v is 0 or kMinNonzeroCoordinate <= |v| <= kMaxCoordinate (NaN and infinities are not).
constexpr bool isInCoordinateRange(double v) {
    const double size = v < 0.0 ? -v : v;
    return v == 0.0 || (size >= kMinNonzeroCoordinate && size <= kMaxCoordinate);
}

}  // namespace geometry
