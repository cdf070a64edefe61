#pragma once
// The lab's shapes: a polygon, a triangle, a circle or a point, as plain
// values the mouse edits and the algorithms read. Lab coordinates are the
// window's logical pixels (y down); every test used here is orientation-free.

#include <vector>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"

namespace lab {

/// What a lab shape is; a triangle is a polygon that the polar method accepts.
enum class ShapeKind { Polygon, Triangle, Circle, Point };

/// "polygon", "triangle", "circle" or "point".
const char* kindName(ShapeKind kind);

/// The kind after `kind` in the C key's cycle: polygon, triangle, circle, point, polygon...
ShapeKind nextKind(ShapeKind kind);

/// One shape: vertices for polygons and triangles, centre (and radius) for circles and points.
struct LabShape {
    ShapeKind kind = ShapeKind::Point;
    std::vector<geometry::Vec2> vertices;  ///< Polygon, Triangle: in order, implicitly closed
    geometry::Vec2 centre{};               ///< Circle, Point
    double radius = 0.0;                   ///< Circle: > 0

    friend bool operator==(const LabShape&, const LabShape&) = default;
};

/// A polygon (Triangle kind when it has exactly 3 vertices).
LabShape polygonShape(std::vector<geometry::Vec2> vertices);
/// A circle of centre c and radius r.
LabShape circleShape(geometry::Vec2 c, double r);
/// A point at p.
LabShape pointShape(geometry::Vec2 p);

/// True for polygons and triangles: the kinds with vertices to drag.
bool hasVertices(const LabShape& shape);

/// The vertex average of a polygon, or the centre of a circle or point:
/// where a whole-shape drag and a kind change are anchored.
geometry::Vec2 anchorOf(const LabShape& shape);

/// The farthest any part of the shape is from anchorOf (0 for a point).
double reachOf(const LabShape& shape);

/// The shape's bounding box (a point's box has no size).
geometry::Aabb boundsOf(const LabShape& shape);

/// The same place and size as another kind: regular pentagon, triangle,
/// circle or point about anchorOf(shape), of radius reachOf(shape) (at least 30).
LabShape convertedTo(const LabShape& shape, ShapeKind kind);

}  // namespace lab
