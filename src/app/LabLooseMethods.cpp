#include "app/LabLooseMethods.h"

#include <algorithm>

#include "geometry/PointInPolygon.h"

namespace app {

namespace {

int signOf(double v) { return (v > 0.0) - (v < 0.0); }

// Which side of the directed line a -> b the point c lies on (+1 left, -1 right, 0 on it).
int orientation(geometry::Vec2 a, geometry::Vec2 b, geometry::Vec2 c) { return signOf(geometry::cross(b - a, c - a)); }

// For c collinear with ab: within the segment's box means on the segment.
bool withinBox(geometry::Vec2 a, geometry::Vec2 b, geometry::Vec2 c) {
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y && c.y <= std::max(a.y, b.y);
}

}  // namespace

bool segmentsMeet(geometry::Vec2 p, geometry::Vec2 q, geometry::Vec2 r, geometry::Vec2 s) {
    return meetingPoint(p, q, r, s).has_value();
}

std::optional<geometry::Vec2> meetingPoint(geometry::Vec2 p, geometry::Vec2 q, geometry::Vec2 r, geometry::Vec2 s) {
    const int o1 = orientation(p, q, r);
    const int o2 = orientation(p, q, s);
    const int o3 = orientation(r, s, p);
    const int o4 = orientation(r, s, q);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        // A proper crossing: the ends of rs lie on opposite sides of pq, so
        // the cross products give how far along rs the line pq is met.
        const double t = geometry::cross(q - p, r - p) / geometry::cross(s - r, q - p);
        return r + (s - r) * t;
    }
    // Touching: a zero orientation puts an end point on the other line, and
    // the box check decides whether it is on the segment itself.
    if (o1 == 0 && withinBox(p, q, r)) return r;
    if (o2 == 0 && withinBox(p, q, s)) return s;
    if (o3 == 0 && withinBox(r, s, p)) return p;
    if (o4 == 0 && withinBox(r, s, q)) return q;
    return std::nullopt;
}

bool someVertexInside(std::span<const geometry::Vec2> a, std::span<const geometry::Vec2> b) {
    for (const geometry::Vec2 v : a) {
        if (geometry::pointInPolygon(v, b)) return true;
    }
    for (const geometry::Vec2 v : b) {
        if (geometry::pointInPolygon(v, a)) return true;
    }
    return false;
}

bool someEdgesMeet(std::span<const geometry::Vec2> a, std::span<const geometry::Vec2> b) {
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            if (segmentsMeet(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()])) return true;
        }
    }
    return false;
}

}  // namespace app
