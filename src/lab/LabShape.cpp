#include "lab/LabShape.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {

namespace {

// Below this a converted shape is too small to grab with the mouse.
constexpr double kMinimumConvertedReach = 30.0;

std::vector<geometry::Vec2> regularPolygon(geometry::Vec2 centre, double radius, int sides) {
    std::vector<geometry::Vec2> vertices;
    for (int i = 0; i < sides; ++i) {
        // Start straight up (y down on screen), like the shoot-'em-up article's planes.
        const double angle = -std::numbers::pi / 2.0 + 2.0 * std::numbers::pi * i / sides;
        vertices.push_back(centre + geometry::Vec2{std::cos(angle), std::sin(angle)} * radius);
    }
    return vertices;
}

}  // namespace

const char* kindName(ShapeKind kind) {
    switch (kind) {
        case ShapeKind::Polygon: return "polygon";
        case ShapeKind::Triangle: return "triangle";
        case ShapeKind::Circle: return "circle";
        case ShapeKind::Point: return "point";
    }
    return "?";
}

ShapeKind nextKind(ShapeKind kind) {
    switch (kind) {
        case ShapeKind::Polygon: return ShapeKind::Triangle;
        case ShapeKind::Triangle: return ShapeKind::Circle;
        case ShapeKind::Circle: return ShapeKind::Point;
        case ShapeKind::Point: return ShapeKind::Polygon;
    }
    return ShapeKind::Polygon;
}

LabShape polygonShape(std::vector<geometry::Vec2> vertices) {
    LabShape shape;
    shape.kind = vertices.size() == 3 ? ShapeKind::Triangle : ShapeKind::Polygon;
    shape.vertices = std::move(vertices);
    return shape;
}

LabShape circleShape(geometry::Vec2 c, double r) {
    LabShape shape;
    shape.kind = ShapeKind::Circle;
    shape.centre = c;
    shape.radius = r;
    return shape;
}

LabShape pointShape(geometry::Vec2 p) {
    LabShape shape;
    shape.kind = ShapeKind::Point;
    shape.centre = p;
    return shape;
}

bool hasVertices(const LabShape& shape) {
    return shape.kind == ShapeKind::Polygon || shape.kind == ShapeKind::Triangle;
}

geometry::Vec2 anchorOf(const LabShape& shape) {
    if (!hasVertices(shape) || shape.vertices.empty()) return shape.centre;
    geometry::Vec2 sum{};
    for (const geometry::Vec2 v : shape.vertices) sum += v;
    return sum / static_cast<double>(shape.vertices.size());
}

double reachOf(const LabShape& shape) {
    if (shape.kind == ShapeKind::Circle) return shape.radius;
    if (!hasVertices(shape)) return 0.0;
    const geometry::Vec2 anchor = anchorOf(shape);
    double reach = 0.0;
    for (const geometry::Vec2 v : shape.vertices) reach = std::max(reach, geometry::length(v - anchor));
    return reach;
}

geometry::Aabb boundsOf(const LabShape& shape) {
    if (hasVertices(shape) && !shape.vertices.empty()) return geometry::boundsOf(shape.vertices);
    const double r = shape.kind == ShapeKind::Circle ? shape.radius : 0.0;
    return geometry::boxAround(shape.centre, {r, r});
}

LabShape convertedTo(const LabShape& shape, ShapeKind kind) {
    const geometry::Vec2 anchor = anchorOf(shape);
    const double reach = std::max(reachOf(shape), kMinimumConvertedReach);
    switch (kind) {
        case ShapeKind::Polygon: return polygonShape(regularPolygon(anchor, reach, 5));
        case ShapeKind::Triangle: return polygonShape(regularPolygon(anchor, reach, 3));
        case ShapeKind::Circle: return circleShape(anchor, reach);
        case ShapeKind::Point: return pointShape(anchor);
    }
    return shape;
}

}  // namespace lab
