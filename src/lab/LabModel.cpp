#include "lab/LabModel.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "geometry/Limits.h"
#include "geometry/PointInPolygon.h"
#include "lab/LabSceneView.h"

namespace lab {

namespace {

using geometry::Vec2;

// The largest size a lab coordinate may have: what the geometry gives exact verdicts for, and what scene and lesson
// files may hold (docs/limits.md); the wheel and drags cannot pass it either.
constexpr double kMaxCoordinate = geometry::kMaxCoordinate;

// `p` within the bounds: each coordinate held to +-kMaxCoordinate, and one nearer zero than the smallest the geometry
// answers for made zero (a drag can leave 1e-70 by rounding).
Vec2 withinBounds(Vec2 p) {
    const auto held = [](double v) {
        if (std::abs(v) < geometry::kMinNonzeroCoordinate) return 0.0;
        return std::clamp(v, -kMaxCoordinate, kMaxCoordinate);
    };
    return {held(p.x), held(p.y)};
}

constexpr ShapeId kShapes[] = {ShapeId::B, ShapeId::A};  // B first: it is drawn on top of A

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double lengthSq = geometry::lengthSquared(ab);
    const double t = lengthSq > 0.0 ? std::clamp(geometry::dot(p - a, ab) / lengthSq, 0.0, 1.0) : 0.0;
    return geometry::length(p - (a + ab * t));
}

// A shape's kind follows its vertex count: three vertices make a triangle
// (the polar method takes it), more a polygon.
void refreshKind(LabShape& shape) {
    if (hasVertices(shape)) shape.kind = shape.vertices.size() == 3 ? ShapeKind::Triangle : ShapeKind::Polygon;
}

char nameOf(ShapeId which) { return which == ShapeId::A ? 'A' : 'B'; }

// True when p is on or inside the shape, or within `tolerance` of its outline:
// a zero-area polygon (all vertices on a line) has no inside, and must stay grabbable.
bool touches(const LabShape& shape, Vec2 p, double tolerance) {
    if (shape.kind == ShapeKind::Circle) return geometry::length(p - shape.centre) <= shape.radius;
    if (shape.kind == ShapeKind::Point) return geometry::length(p - shape.centre) <= tolerance;
    const auto& v = shape.vertices;
    if (v.size() >= 3 && geometry::pointInPolygon(p, v)) return true;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (distanceToSegment(p, v[i], v[(i + 1) % v.size()]) <= tolerance) return true;
    }
    return false;
}

}  // namespace

LabModel::LabModel(std::size_t scene) : scenes_(labScenes()) { loadScene(scene < scenes_.size() ? scene : 0); }

LabModel::LabModel(LabScene extra) : scenes_(labScenes()) {
    scenes_.push_back(std::move(extra));
    loadScene(scenes_.size() - 1);
}

void LabModel::loadScene(std::size_t index) {
    if (index >= scenes_.size()) return;
    index_ = index;
    a_ = scenes_[index].a;
    b_ = scenes_[index].b;
    probe_ = scenes_[index].probe;
    picture_ = scenes_[index].picture;
}

void LabModel::stepScene(int step) {
    const auto n = static_cast<long>(scenes_.size());
    loadScene(static_cast<std::size_t>(((static_cast<long>(index_) + step) % n + n) % n));
}

void LabModel::stepPicture(int step) {
    const auto n = static_cast<long>(kAlgorithmCount);
    picture_ = algorithmAt(static_cast<std::size_t>(((static_cast<long>(indexOf(picture_)) + step) % n + n) % n));
}

Grab LabModel::grabAt(Vec2 p, double tolerance) const { return grabInScene(toScene(view(), p), tolerance / view().scale); }

Grab LabModel::grabInScene(Vec2 p, double tolerance) const {
    // Small targets first, nearest wins: vertices, points and the probe are
    // hard to hit and sit on top of the shapes they belong to.
    // On a tie the first considered wins: the probe, then B's, then A's (top first).
    Grab best;
    double bestDistance = tolerance;
    const auto consider = [&](Vec2 target, Grab grab) {
        const double d = geometry::length(p - target);
        if (d <= tolerance && (best.part == Grab::Part::None || d < bestDistance)) {
            bestDistance = d;
            best = grab;
        }
    };
    if (probe_) consider(*probe_, {Grab::Part::Whole, ShapeId::Probe, 0});
    for (const ShapeId which : kShapes) {
        const LabShape& s = shape(which);
        if (s.kind == ShapeKind::Point) consider(s.centre, {Grab::Part::Whole, which, 0});
        if (!hasVertices(s)) continue;
        for (std::size_t i = 0; i < s.vertices.size(); ++i) consider(s.vertices[i], {Grab::Part::Vertex, which, i});
    }
    if (best.part != Grab::Part::None) return best;
    for (const ShapeId which : kShapes) {
        const LabShape& s = shape(which);
        if (s.kind == ShapeKind::Circle && std::abs(geometry::length(p - s.centre) - s.radius) <= tolerance) {
            return {Grab::Part::Rim, which, 0};
        }
    }
    for (const ShapeId which : kShapes) {
        if (touches(shape(which), p, tolerance)) return {Grab::Part::Whole, which, 0};
    }
    return {};
}

void LabModel::drag(const Grab& grab, Vec2 fromPixel, Vec2 toPixel) {
    const Vec2 from = toScene(view(), fromPixel);
    const Vec2 to = toScene(view(), toPixel);
    const Vec2 delta = to - from;
    if (grab.part == Grab::Part::None) return;
    if (grab.shape == ShapeId::Probe) {
        if (probe_) *probe_ = withinBounds(*probe_ + delta);
        return;
    }
    LabShape& s = shape(grab.shape);
    switch (grab.part) {
        case Grab::Part::Vertex:
            if (grab.vertex < s.vertices.size()) s.vertices[grab.vertex] = withinBounds(s.vertices[grab.vertex] + delta);
            break;
        case Grab::Part::Whole:
            for (Vec2& v : s.vertices) v = withinBounds(v + delta);
            s.centre = withinBounds(s.centre + delta);
            break;
        case Grab::Part::Rim:
            s.radius = std::clamp(geometry::length(to - s.centre), kMinRadius / view().scale, kMaxRadius / view().scale);
            break;
        case Grab::Part::None: break;
    }
}

std::string LabModel::rightClick(Vec2 pixel, double pixels) {
    const Vec2 p = toScene(view(), pixel);
    const double tolerance = pixels / view().scale;
    const Grab grab = grabInScene(p, tolerance);
    if (grab.part == Grab::Part::Vertex) {
        LabShape& s = shape(grab.shape);
        if (s.vertices.size() <= 3) return std::string(1, nameOf(grab.shape)) + " keeps its 3 vertices: a polygon needs them";
        s.vertices.erase(s.vertices.begin() + static_cast<std::ptrdiff_t>(grab.vertex));
        refreshKind(s);
        return "removed a vertex of " + std::string(1, nameOf(grab.shape)) + " (" + std::to_string(s.vertices.size()) + " left)";
    }
    for (const ShapeId which : kShapes) {
        LabShape& s = shape(which);
        if (!hasVertices(s)) continue;
        for (std::size_t i = 0; i < s.vertices.size(); ++i) {
            const Vec2 a = s.vertices[i];
            const Vec2 b = s.vertices[(i + 1) % s.vertices.size()];
            if (distanceToSegment(p, a, b) > tolerance) continue;
            // The foot of the perpendicular, so the outline does not change shape until it is dragged.
            const Vec2 ab = b - a;
            const double lengthSq = geometry::lengthSquared(ab);
            const double t = lengthSq > 0.0 ? std::clamp(geometry::dot(p - a, ab) / lengthSq, 0.0, 1.0) : 0.0;
            s.vertices.insert(s.vertices.begin() + static_cast<std::ptrdiff_t>(i + 1), a + ab * t);
            refreshKind(s);
            return "added a vertex to " + std::string(1, nameOf(which)) + " (" + std::to_string(s.vertices.size()) + " now)";
        }
    }
    return "";
}

bool LabModel::scaleAt(Vec2 pixel, double factor, double pixels) {
    const Vec2 p = toScene(view(), pixel);
    const double tolerance = pixels / view().scale;
    const double minRadius = kMinRadius / view().scale;
    for (const ShapeId which : kShapes) {
        LabShape& s = shape(which);
        if (!touches(s, p, tolerance) || s.kind == ShapeKind::Point) continue;
        if (s.kind == ShapeKind::Circle) {
            s.radius = std::clamp(s.radius * factor, minRadius, kMaxRadius / view().scale);
        } else {
            // Shrinking without end would merge the vertices into a point; growing without end would pass what the
            // geometry answers for (and, before drawing was clipped, froze the window): both stop at the bound.
            if (reachOf(s) * factor < minRadius) return true;
            const Vec2 anchor = anchorOf(s);
            std::vector<Vec2> scaled;
            for (const Vec2 v : s.vertices) scaled.push_back(anchor + (v - anchor) * factor);
            const auto outOfRange = [](Vec2 v) { return std::abs(v.x) > kMaxCoordinate || std::abs(v.y) > kMaxCoordinate; };
            if (std::any_of(scaled.begin(), scaled.end(), outOfRange)) return true;
            for (std::size_t i = 0; i < scaled.size(); ++i) s.vertices[i] = withinBounds(scaled[i]);
        }
        return true;
    }
    return false;
}

void LabModel::cycleKind(ShapeId which) {
    if (which == ShapeId::Probe) return;
    LabShape& s = shape(which);
    s = convertedTo(s, nextKind(s.kind));
}

void LabModel::toggleProbe(Vec2 where) {
    if (probe_) probe_.reset();
    else probe_ = toScene(view(), where);
}

}  // namespace lab
