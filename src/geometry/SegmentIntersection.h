#pragma once
// Where two closed segments meet: the orientation test of CLRS 33.1, which
// decides crossing, touching and collinear overlap with signs of cross
// products only, so the yes/no answer has no rounding tolerance to tune.
// Used by the lab's "edges cross" method and by anything that marks where
// two outlines meet.

#include "geometry/Vec2.h"

namespace geometry {

/// Whether closed segments pq and rs share a point, and one such point.
struct SegmentIntersection {
    bool meet = false;    ///< true when the segments share at least one point (touching and collinear overlap count)
    bool touching = false;///< meet, and the shared point found is an end point of one segment lying on the other (not a proper crossing)
    Vec2 at{};            ///< meet: a shared point (the crossing, or the touching end point); else (0,0)
};

/// Where closed segments pq and rs meet; either direction of either segment
/// gives the same meet and touching; any coordinate units, y up or down.
SegmentIntersection segmentIntersection(Vec2 p, Vec2 q, Vec2 r, Vec2 s);

}  // namespace geometry
