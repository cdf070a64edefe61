#include "geometry/SegmentIntersection.h"


#include "geometry/Predicates.h"

namespace geometry {

SegmentIntersection segmentIntersection(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
    const int o1 = orientation(p, q, r);
    const int o2 = orientation(p, q, s);
    const int o3 = orientation(r, s, p);
    const int o4 = orientation(r, s, q);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        // A proper crossing: the ends of rs lie on opposite sides of pq, so
        // the cross products give how far along rs the line pq is met.
        const double t = cross(q - p, r - p) / cross(s - r, q - p);
        return {true, false, r + (s - r) * t};
    }
    // Touching: a zero orientation puts an end point on the other line, and
    // the box check decides whether it is on the segment itself.
    if (o1 == 0 && collinearOnSegment(p, q, r)) return {true, true, r};
    if (o2 == 0 && collinearOnSegment(p, q, s)) return {true, true, s};
    if (o3 == 0 && collinearOnSegment(r, s, p)) return {true, true, p};
    if (o4 == 0 && collinearOnSegment(r, s, q)) return {true, true, q};
    return {};
}

}  // namespace geometry
