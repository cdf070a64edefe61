#include "lab/internal/LabLooseMethods.h"

#include "geometry/PointInPolygon.h"
#include "geometry/SegmentIntersection.h"

namespace lab {

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
            if (geometry::segmentIntersection(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()]).meet) return true;
        }
    }
    return false;
}

}  // namespace lab
