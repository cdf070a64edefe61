#pragma once
// Where a projection axis of the lab's pictures is drawn: a line parallel to
// the axis beside both shapes, the stretch where the shadows overlap or the gap
// between them, and where the axis's label would be. Shared by the drawing
// (LabPictures) and the labels' layout (LabPictureLabels), so both agree.

#include "geometry/Vec2.h"
#include "lab/LabFrame.h"
#include "render/lab/internal/AxisShadows.h"

namespace render {

/// Successive axes of one picture sit this much further out, pixels, so they do not coincide.
inline constexpr double kAxisSpacing = 8.0;

/// A line parallel to the axis, beside both shapes, to project them onto: position t on the axis is drawn at
/// origin + u * (t - dot(origin, u)).
struct AxisPlacement {
    geometry::Vec2 origin{};
    geometry::Vec2 u{};
    geometry::Vec2 away{};  ///< unit, from the shapes towards the line
    /// The point of the line at position `t` along the axis.
    geometry::Vec2 at(double t) const { return origin + u * (t - geometry::dot(origin, u)); }
    /// The same line as a strip to draw shadows on, one pixel a unit.
    AxisStrip strip() const { return {origin, u, away, geometry::dot(origin, u), 1.0}; }
};

/// The line for `axis`, `extra` pixels further out than the first: beyond the shapes on the side where more of the
/// shadows land inside the scene, then the one nearer its middle.
AxisPlacement placeAxis(const lab::LabFrame& frame, const lab::AxisLayer& axis, double extra);

/// Where the two shadows of `axis` meet or part.
inline ShadowMeeting shadowMeeting(const lab::AxisLayer& axis) { return shadowMeeting(axis.picture.shadowA, axis.picture.shadowB); }

/// The centre of the axis's label of the given half size: beyond the line if there is room; else past either end of
/// the shadows, on the line; else on the shapes' side of it; inside the scene.
geometry::Vec2 axisLabelCentre(const lab::AxisLayer& axis, const AxisPlacement& place, const ShadowMeeting& m, double halfWidth,
                               double halfHeight);

}  // namespace render
