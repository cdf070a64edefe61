#include "geometry/Aabb.h"

#include <algorithm>

namespace geometry {

Aabb boundsOf(std::span<const Vec2> points) {
    Aabb box{points.front(), points.front()};
    for (const Vec2 p : points.subspan(1)) {
        box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
        box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
    }
    return box;
}

}  // namespace geometry
