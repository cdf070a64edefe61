#include "geometry/SegmentClip.h"

namespace geometry {

namespace {

// Where the segment crosses into or out of the box: a fraction of its length, and the side it crosses there.
struct Crossing {
    double t;
    int side;  // -1: none (the segment's own end); 0, 1: x = min.x, max.x; 2, 3: y = min.y, max.y
};

// The point at `c` along a + d: on the side crossed exactly (a+d*t would lose it when a is 1e59 from the box), the
// other coordinate from the side's own coordinate's distance.
Vec2 pointAt(Vec2 a, Vec2 d, const Crossing& c, const Aabb& box, Vec2 end) {
    if (c.side < 0) return end;
    if (c.side < 2) {
        const double x = c.side == 0 ? box.min.x : box.max.x;
        return {x, a.y + d.y * c.t};
    }
    const double y = c.side == 2 ? box.min.y : box.max.y;
    return {a.x + d.x * c.t, y};
}

}  // namespace

std::optional<Segment> clippedToBox(Vec2 a, Vec2 b, const Aabb& box) {
    const Vec2 d = b - a;
    Crossing enter{0.0, -1};
    Crossing leave{1.0, -1};
    // Each side of the box: the segment runs in at `enter` and out at `leave`, as fractions of its length.
    const auto side = [&](double towards, double room, int which) {
        if (towards == 0.0) return room >= 0.0;  // parallel to this side: inside it all along, or never
        const double t = room / towards;
        if (towards < 0.0 && t > enter.t) enter = {t, which};
        if (towards > 0.0 && t < leave.t) leave = {t, which};
        return enter.t <= leave.t;
    };
    if (!side(-d.x, a.x - box.min.x, 0) || !side(d.x, box.max.x - a.x, 1) || !side(-d.y, a.y - box.min.y, 2) ||
        !side(d.y, box.max.y - a.y, 3)) {
        return std::nullopt;
    }
    return Segment{pointAt(a, d, enter, box, a), pointAt(a, d, leave, box, b)};
}

}  // namespace geometry
