#include "render/lab/internal/LabAxisPlace.h"

#include <algorithm>
#include <cmath>

#include "render/lab/LabCanvas.h"

namespace render {

using geometry::Vec2;

namespace {

// How far a projection line sits beyond the shapes, in pixels.
constexpr double kAxisClearance = 44.0;

bool inScene(Vec2 p, double margin) {
    return p.x >= margin && p.x <= kLabSceneWidth - margin && p.y >= kLabHeaderHeight + margin &&
           p.y <= kLabHeight - kLabFooterHeight - margin;
}

}  // namespace

AxisPlacement placeAxis(const lab::LabFrame& frame, const lab::AxisLayer& axis, double extra) {
    const Vec2 u = axis.picture.axis;
    const auto& points = frame.shapePoints;
    Vec2 centre{};
    for (const Vec2 p : points) centre += p;
    if (!points.empty()) centre = centre / static_cast<double>(points.size());
    const Vec2 side = geometry::perp(u);
    double low = 0.0;
    double high = 0.0;
    for (const Vec2 p : points) {
        low = std::min(low, geometry::dot(p - centre, side));
        high = std::max(high, geometry::dot(p - centre, side));
    }
    // Beyond the shapes on one side or the other: the side where more of the
    // shadows land inside the scene, then the one nearer its middle.
    const AxisPlacement right{centre + side * (high + kAxisClearance + extra), u, side};
    const AxisPlacement left{centre + side * (low - kAxisClearance - extra), u, -side};
    const double first = std::min(axis.picture.shadowA.min, axis.picture.shadowB.min);
    const double last = std::max(axis.picture.shadowA.max, axis.picture.shadowB.max);
    const Vec2 sceneCentre{kLabSceneWidth / 2.0, (kLabHeaderHeight + kLabHeight - kLabFooterHeight) / 2.0};
    const auto score = [&](const AxisPlacement& p) {
        int inside = 0;
        for (int k = 0; k <= 8; ++k) inside += inScene(p.at(first + (last - first) * k / 8.0), 16.0) ? 1 : 0;
        return inside * 10000.0 - geometry::length(p.at((first + last) / 2.0) - sceneCentre);
    };
    return score(right) >= score(left) ? right : left;
}

Vec2 axisLabelCentre(const lab::AxisLayer& axis, const AxisPlacement& place, const ShadowMeeting& m, double halfWidth, double halfHeight) {
    // The label sits wholly beyond the line: its half-size measured along
    // `away` is how far its centre must stand off.
    const double standOff = std::abs(place.away.x) * halfWidth + std::abs(place.away.y) * halfHeight + 8.0;
    const auto fits = [&](Vec2 c) {
        return c.x - halfWidth >= 4.0 && c.x + halfWidth <= kLabSceneWidth - 4.0 && c.y - halfHeight >= kLabHeaderHeight + 4.0 &&
               c.y + halfHeight <= kLabHeight - kLabFooterHeight - 4.0;
    };
    const Vec2 anchor = place.at((m.from + m.to) / 2.0);
    const double alongOff = std::abs(axis.picture.axis.x) * halfWidth + std::abs(axis.picture.axis.y) * halfHeight + 10.0;
    const double first = std::min(axis.picture.shadowA.min, axis.picture.shadowB.min);
    const double last = std::max(axis.picture.shadowA.max, axis.picture.shadowB.max);
    const Vec2 candidates[] = {anchor + place.away * standOff, place.at(last) + axis.picture.axis * alongOff,
                               place.at(first) - axis.picture.axis * alongOff, anchor - place.away * standOff};
    Vec2 labelAt = candidates[0];
    for (const Vec2 c : candidates) {
        if (!fits(c)) continue;
        labelAt = c;
        break;
    }
    labelAt.x = std::clamp(labelAt.x, halfWidth + 4.0, kLabSceneWidth - halfWidth - 4.0);
    labelAt.y = std::clamp(labelAt.y, kLabHeaderHeight + halfHeight + 4.0, kLabHeight - kLabFooterHeight - halfHeight - 4.0);
    return labelAt;
}

}  // namespace render
