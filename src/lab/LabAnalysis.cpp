// The lab's analysis of its two shapes: the rows in order, and the exact
// reference every loose method is judged against (lab/internal/LabAnalyser.h says
// where the other rows are worked out).
#include "lab/LabAnalysis.h"

#include <cmath>

#include "geometry/Circle.h"
#include "geometry/PointInPolygon.h"
#include "lab/internal/LabAnalyser.h"

namespace lab::analysis {

LabAnalysis Analyser::run() {
    out_.problemA = problemText('A', sa_);
    out_.problemB = problemText('B', sb_);
    out_.piecesA = piecesOf(a_, sa_);
    out_.piecesB = piecesOf(b_, sb_);
    // One search for both the exact answer and the pieces row's picture.
    if (sa_.simple && sb_.simple) {
        out_.pieceMeeting = geometry::firstMeetingPieces(a_.vertices, out_.piecesA, b_.vertices, out_.piecesB);
    }
    exact();
    row(Algorithm::Boxes) = boxes();
    pointTests();
    row(Algorithm::EvenOdd) = evenOdd();
    row(Algorithm::Nonzero) = nonzero();
    row(Algorithm::Sat) = sat();
    row(Algorithm::Pieces) = pieces();
    row(Algorithm::CircleExact) = circleExact();
    row(Algorithm::CircleEdgeNormals) = circleEdgeNormals();
    row(Algorithm::Polar) = polar();
    row(Algorithm::VerticesInside) = verticesInside();
    row(Algorithm::EdgesCross) = edgesCross();
    return std::move(out_);
}

// The reference every loose method is judged against: the exact test
// that fits the pair of kinds.
void Analyser::exact() {
    Verdict& v = out_.exact;
    if (!bothUsable()) {
        v = notApplicable(unusableReason(sa_, sb_));
        return;
    }
    if (sa_.crossesItself || sb_.crossesItself) {
        // Which points a self-intersecting outline encloses is a choice
        // (even-odd or nonzero), so overlap has no single answer.
        v = notApplicable(format("%c crosses itself: the rule decides", sa_.crossesItself ? 'A' : 'B'));
        out_.exactMethod = "none (fill rule decides)";
        return;
    }
    const bool aCircle = a_.kind == ShapeKind::Circle;
    const bool bCircle = b_.kind == ShapeKind::Circle;
    if (bothPolygons()) {
        const bool hit = out_.pieceMeeting.hit;
        v = overlapVerdict(hit, false, hit ? "some piece of A meets one of B" : "no piece of A meets one of B");
        out_.exactMethod = "convex pieces + SAT";
    } else if ((aCircle && sb_.polygon) || (bCircle && sa_.polygon)) {
        v = circleVsPolygon(aCircle);
        out_.exactMethod = (aCircle ? sb_ : sa_).convex ? "circle vs polygon (SAT + vertex axis)" : "circle vs each convex piece";
    } else if (aCircle && bCircle) {
        const double d = geometry::length(b_.centre - a_.centre);
        const double radii = a_.radius + b_.radius;
        v = overlapVerdict(geometry::overlaps(geometry::Circle{a_.centre, a_.radius}, geometry::Circle{b_.centre, b_.radius}),
                           false, format("centres %s apart, radii sum %s", len(d, 1).c_str(), len(radii, 1).c_str()));
        out_.exactMethod = "circle vs circle";
    } else if (sa_.polygon || sb_.polygon) {
        const LabShape& polygon = sa_.polygon ? a_ : b_;
        const Vec2 p = sa_.polygon ? b_.centre : a_.centre;
        const int crossings = geometry::crossingCount(p, polygon.vertices);
        v = overlapVerdict(geometry::pointInPolygon(p, polygon.vertices), true, crossingsText(crossings));
        out_.exactMethod = "crossing number (simple: rules agree)";
    } else if (aCircle || bCircle) {
        const LabShape& circle = aCircle ? a_ : b_;
        const Vec2 p = aCircle ? b_.centre : a_.centre;
        const double d = geometry::length(p - circle.centre);
        v = overlapVerdict(d <= circle.radius, true, format("%s from the centre, radius %s", len(d, 1).c_str(), len(circle.radius, 1).c_str()));
        out_.exactMethod = "distance to the centre";
    } else {
        v = overlapVerdict(a_.centre == b_.centre, false, "two points meet only when equal");
        out_.exactMethod = "equality";
    }
}

// Correct circle vs simple polygon: the whole polygon by SAT with the
// vertex axis when it is convex, else piece by piece (SAT is convex only).
Verdict Analyser::circleVsPolygon(bool circleIsA) {
    const LabShape& circleShape = circleIsA ? a_ : b_;
    const LabShape& polygon = circleIsA ? b_ : a_;
    const Status& ps = circleIsA ? sb_ : sa_;
    const geometry::Circle circle{circleShape.centre, circleShape.radius};
    if (ps.convex) {
        const geometry::SatResult r = geometry::circleVsConvex(circle, polygon.vertices);
        AxisPicture axis;
        axis.axis = r.axis.axis;
        axis.shadowA = shadowOf(a_, axis.axis);
        axis.shadowB = shadowOf(b_, axis.axis);
        axis.fromA = !circleIsA;  // the edge or vertex always belongs to the polygon
        axis.feature = r.axis.edge;
        axis.vertexAxis = !r.axis.fromA;  // circleVsConvex reports the vertex axis as the circle's
        axis.hit = r.hit;
        axis.amount = r.depth;
        axis.normal = circleIsA ? -r.normal : r.normal;  // r.normal points from the polygon to the circle
        out_.circleAxis = axis;
        const char owner = circleIsA ? 'B' : 'A';
        return overlapVerdict(r.hit, false,
                              r.hit ? format("depth %s on %c's %s %zu axis", len(r.depth, 1).c_str(), owner, featureName(axis), axis.feature)
                                    : format("gap %s on %c's %s %zu axis", len(r.depth, 1).c_str(), owner, featureName(axis), axis.feature));
    }
    const auto& pieces = circleIsA ? out_.piecesB : out_.piecesA;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto triangle = triangleOf(polygon.vertices, pieces[i]);
        if (geometry::circleVsConvex(circle, triangle).hit) {
            return overlapVerdict(true, false, format("hits piece %zu of %zu", i, pieces.size()));
        }
    }
    return overlapVerdict(false, false, format("misses all %zu pieces", pieces.size()));
}

}  // namespace lab::analysis

namespace lab {

LabAnalysis analyse(const LabShape& a, const LabShape& b, const std::optional<geometry::Vec2>& probe, double unit) {
    return analysis::Analyser(a, b, probe, unit).run();
}

}  // namespace lab
