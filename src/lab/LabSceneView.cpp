#include "lab/LabSceneView.h"

#include <algorithm>
#include <array>

namespace lab {

namespace {

using geometry::Vec2;

// An outline narrower and shorter than this many pixels is drawn as a point: its edges would share one pixel.
constexpr double kSmallestOutline = 1.0;

// Moves every position of a frame into the view and scales every length; one place knows the frame's fields.
class Placer {
public:
    explicit Placer(const LabView& view) : view_(view) {}

    void frame(LabFrame& f) const {
        outline(f.a);
        outline(f.b);
        if (f.probe) point(*f.probe);
        for (Vec2& p : f.shapePoints) point(p);
        if (f.faintBoxes) boxes(*f.faintBoxes);
        if (f.boxes) boxes(*f.boxes);
        for (RayLayer& ray : f.rays) this->ray(ray);
        for (AxisLayer& axis : f.axes) this->axis(axis);
        for (PieceLayer& piece : f.pieces) points(piece.corners);
        if (f.polar) polar(*f.polar);
        for (VertexMark& mark : f.vertexMarks) point(mark.at);
        for (EdgeMeeting& meeting : f.meetings) {
            points(meeting.edgeA);
            points(meeting.edgeB);
            point(meeting.at);
        }
    }

private:
    void point(Vec2& p) const { p = toPixels(view_, p); }
    template <std::size_t N>
    void points(std::array<Vec2, N>& ps) const {
        for (Vec2& p : ps) point(p);
    }
    void boxes(std::array<geometry::Aabb, 2>& bs) const {
        for (geometry::Aabb& b : bs) {
            point(b.min);
            point(b.max);
        }
    }

    void outline(LabOutline& o) const {
        for (Vec2& v : o.vertices) point(v);
        point(o.centre);
        o.radius *= view_.scale;
        if (o.kind == LabOutline::Kind::Circle && o.radius * 2.0 < kSmallestOutline) o.kind = LabOutline::Kind::Point;
        if (o.kind != LabOutline::Kind::Polygon || o.vertices.empty()) return;
        Vec2 low = o.vertices.front(), high = low;
        for (const Vec2 v : o.vertices) {
            low = {std::min(low.x, v.x), std::min(low.y, v.y)};
            high = {std::max(high.x, v.x), std::max(high.y, v.y)};
        }
        if (high.x - low.x >= kSmallestOutline || high.y - low.y >= kSmallestOutline) return;
        o.kind = LabOutline::Kind::Point;
        o.centre = (low + high) * 0.5;
    }

    void ray(RayLayer& r) const {
        point(r.point);
        for (geometry::RayCrossing& mark : r.marks) point(mark.point);
        for (std::array<Vec2, 2>& edge : r.ignoredEdges) points(edge);
    }

    // A shadow on a unit axis moves by the offset's projection and scales with the view (the scale is positive, so
    // min stays min).
    void shadow(geometry::Interval& s, Vec2 axis) const {
        const double shift = geometry::dot(toPixels(view_, Vec2{}), axis);
        s = {shift + s.min * view_.scale, shift + s.max * view_.scale};
    }

    void axis(AxisLayer& layer) const {
        shadow(layer.picture.shadowA, layer.picture.axis);
        shadow(layer.picture.shadowB, layer.picture.axis);
        layer.picture.amount *= view_.scale;
        points(layer.castersA);
        points(layer.castersB);
        if (layer.featureEdge) points(*layer.featureEdge);
        if (layer.vertexToCentre) points(*layer.vertexToCentre);
        if (layer.mtv) points(*layer.mtv);
    }

    void polar(geometry::PolarReach& p) const {
        point(p.centreA);
        point(p.centreB);
        p.reachA *= view_.scale;
        p.reachB *= view_.scale;
        p.distance *= view_.scale;
    }

    const LabView& view_;
};

}  // namespace

bool isIdentity(const LabView& view) { return view == LabView{}; }

Vec2 toPixels(const LabView& view, Vec2 p) {
    if (isIdentity(view)) return p;
    return view.to + (p - view.from) * view.scale;
}

Vec2 toScene(const LabView& view, Vec2 p) {
    if (isIdentity(view)) return p;
    return view.from + (p - view.to) / view.scale;
}

void placeInView(LabFrame& frame, const LabView& view) {
    if (!isIdentity(view)) Placer(view).frame(frame);
}

}  // namespace lab
