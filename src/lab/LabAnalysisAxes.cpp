// The lab's rows that project onto axes or cut into convex pieces: SAT,
// the pieces, and the two circle-vs-polygon rows.
#include <cmath>

#include "geometry/Circle.h"
#include "geometry/Sat.h"
#include "lab/internal/LabAnalyser.h"

namespace lab::analysis {

// SAT on the shapes as given. Outside its contract (a concave or
// self-intersecting polygon) it is still run and shown, flagged, because
// seeing it say "hit" in a notch is the lesson.
Verdict Analyser::sat() {
    if (!bothPolygons()) return notApplicable("needs two polygons");
    if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
    const geometry::SatResult r = geometry::satConvex(a_.vertices, b_.vertices);
    AxisPicture axis;
    axis.axis = r.axis.axis;
    axis.shadowA = geometry::project(a_.vertices, axis.axis);
    axis.shadowB = geometry::project(b_.vertices, axis.axis);
    axis.fromA = r.axis.fromA;
    axis.feature = r.axis.edge;
    axis.hit = r.hit;
    axis.amount = r.depth;
    axis.normal = r.normal;
    out_.sat = axis;
    const char owner = r.axis.fromA ? 'A' : 'B';
    Verdict v = yesNo(r.hit, "HIT", "MISS",
                      r.hit ? format("depth %s on %c's edge %zu", len(r.depth, 1).c_str(), owner, r.axis.edge)
                            : format("gap %s on %c's edge %zu", len(r.depth, 1).c_str(), owner, r.axis.edge));
    v.wrong = out_.exact.answer != Answer::NotApplicable && v.answer != out_.exact.answer;
    if (!(sa_.convex && sb_.convex)) {
        v.caution = true;
        v.reason = notConvexReason(sa_, sb_) + ": SAT not valid";
    }
    return v;
}

Verdict Analyser::pieces() {
    if (!bothPolygons()) return notApplicable("needs two polygons");
    if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
    if (!sa_.simple || !sb_.simple) return notApplicable(format("%c crosses itself: no pieces", sa_.simple ? 'B' : 'A'));
    if (out_.piecesA.empty() || out_.piecesB.empty()) return notApplicable("ear clipping found no ear");
    const geometry::PieceMeeting& m = out_.pieceMeeting;
    const std::size_t pairs = out_.piecesA.size() * out_.piecesB.size();
    return yesNo(m.hit, "HIT", "MISS",
                 m.hit ? format("A#%zu meets B#%zu (%zu of %zu pairs)", m.pieceA, m.pieceB, m.pairsTested, pairs)
                       : format("%zu x %zu pieces: no pair meets", out_.piecesA.size(), out_.piecesB.size()));
}

// Which of the two is the circle and which the polygon, or nullopt.
std::optional<bool> Analyser::circleIsA() const {
    if (a_.kind == ShapeKind::Circle && sb_.polygon) return true;
    if (b_.kind == ShapeKind::Circle && sa_.polygon) return false;
    return std::nullopt;
}

Verdict Analyser::circleExact() {
    const std::optional<bool> circleFirst = circleIsA();
    if (!circleFirst) return notApplicable("needs a circle and a polygon");
    if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
    const Status& ps = *circleFirst ? sb_ : sa_;
    if (!ps.simple) return notApplicable(format("%c crosses itself", *circleFirst ? 'B' : 'A'));
    // exact() already ran the correct test for this pair.
    return out_.exact;
}

Verdict Analyser::circleEdgeNormals() {
    const std::optional<bool> circleFirst = circleIsA();
    if (!circleFirst) return notApplicable("needs a circle and a polygon");
    if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
    const LabShape& polygon = *circleFirst ? b_ : a_;
    const Status& ps = *circleFirst ? sb_ : sa_;
    const char name = *circleFirst ? 'B' : 'A';
    if (!ps.convex) return notApplicable(format("%c is %s (SAT-based)", name, ps.crossesItself ? "not simple" : "concave"));
    const LabShape& circle = *circleFirst ? a_ : b_;
    const bool hit = geometry::circleVsConvexEdgeNormalsOnly({circle.centre, circle.radius}, polygon.vertices);
    std::optional<std::size_t> separatingEdge;
    for (std::size_t i = 0; i < polygon.vertices.size(); ++i) {
        const Vec2 n = geometry::edgeNormal(polygon.vertices, i);
        AxisPicture axis;
        axis.axis = n;
        axis.shadowA = shadowOf(a_, n);
        axis.shadowB = shadowOf(b_, n);
        axis.fromA = !*circleFirst;
        axis.feature = i;
        axis.hit = geometry::overlaps(axis.shadowA, axis.shadowB);
        axis.amount = std::abs(geometry::overlapAmount(axis.shadowA, axis.shadowB));
        if (!axis.hit && !separatingEdge) separatingEdge = i;
        // Opposite edges of a box share an axis: one picture per direction.
        bool seen = false;
        for (const AxisPicture& other : out_.edgeNormalAxes) seen = seen || std::abs(geometry::cross(other.axis, n)) < 1e-9;
        if (!seen) out_.edgeNormalAxes.push_back(axis);
    }
    Verdict v = yesNo(hit, "HIT", "MISS",
                      hit ? format("all %zu edge axes overlap", polygon.vertices.size())
                          : format("gap on %c's edge %zu axis", name, separatingEdge.value_or(0)));
    judge(v, out_.exact);
    return v;
}

}  // namespace lab::analysis
