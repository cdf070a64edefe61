// The lab's filters and loose methods: bounding boxes, the polar reaches,
// vertices inside, edges crossing (each judged against the exact answer).
#include "geometry/PointInPolygon.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/SegmentIntersection.h"
#include "lab/internal/LabAnalyser.h"
#include "lab/internal/LabLooseMethods.h"

namespace lab::analysis {

Verdict Analyser::boxes() {
    // Boxes need only finite coordinates: even a degenerate polygon has one.
    const auto boxable = [](const LabShape& s, const Status& st) {
        return st.polygon ? !s.vertices.empty() && st.problem != PolygonProblem::NotFinite : st.usable;
    };
    if (!boxable(a_, sa_) || !boxable(b_, sb_)) return notApplicable(unusableReason(sa_, sb_));
    const geometry::Aabb boxA = boundsOf(a_);
    const geometry::Aabb boxB = boundsOf(b_);
    out_.boxA = boxA;
    out_.boxB = boxB;
    const double x = geometry::overlapAmount({boxA.min.x, boxA.max.x}, {boxB.min.x, boxB.max.x});
    const double y = geometry::overlapAmount({boxA.min.y, boxA.max.y}, {boxB.min.y, boxB.max.y});
    const bool hit = geometry::overlaps(boxA, boxB);
    std::string reason;
    const bool pointA = a_.kind == ShapeKind::Point;
    const bool pointB = b_.kind == ShapeKind::Point;
    if (hit && (pointA || pointB)) reason = pointA && pointB ? "the points coincide" : format("%c is in %c's box", pointA ? 'A' : 'B', pointA ? 'B' : 'A');
    else if (hit) reason = format("x overlap %s, y overlap %s", len(x, 0).c_str(), len(y, 0).c_str());
    else if (x < 0.0 && y < 0.0) reason = format("x gap %s, y gap %s", len(-x, 0).c_str(), len(-y, 0).c_str());
    else reason = x < 0.0 ? format("x gap %s", len(-x, 0).c_str()) : format("y gap %s", len(-y, 0).c_str());
    Verdict v = yesNo(hit, "HIT", "MISS", reason);
    // A filter may say "maybe" where the exact test says no; that is its
    // job, not a mistake. Only a miss on a real hit would be wrong.
    v.wrong = !hit && out_.exact.answer == Answer::Yes;
    if (hit && out_.exact.answer == Answer::No) v.reason = "only a filter: exact says " + out_.exact.word;
    return v;
}

Verdict Analyser::polar() {
    if (!bothPolygons() || a_.vertices.size() != 3 || b_.vertices.size() != 3) return notApplicable("needs two triangles");
    if (!sa_.simple || !sb_.simple) return notApplicable(unusableReason(sa_, sb_));
    const std::array<Vec2, 3> ta{a_.vertices[0], a_.vertices[1], a_.vertices[2]};
    const std::array<Vec2, 3> tb{b_.vertices[0], b_.vertices[1], b_.vertices[2]};
    const geometry::PolarReach picture = geometry::polarReach(ta, tb);
    out_.polar = picture;
    const bool hit = picture.hit;
    Verdict v = yesNo(hit, "HIT", "MISS", sumVersusText(picture.reachA / unit_, picture.reachB / unit_, picture.distance / unit_) + " apart");
    judge(v, out_.exact);
    return v;
}

Verdict Analyser::verticesInside() {
    if (!bothPolygons()) return notApplicable("needs two polygons");
    if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
    int aInB = 0;
    int bInA = 0;
    for (const Vec2 v : a_.vertices) {
        const bool inside = geometry::pointInPolygon(v, b_.vertices);
        aInB += inside ? 1 : 0;
        out_.vertexMarks.push_back({v, true, inside});
    }
    for (const Vec2 v : b_.vertices) {
        const bool inside = geometry::pointInPolygon(v, a_.vertices);
        bInA += inside ? 1 : 0;
        out_.vertexMarks.push_back({v, false, inside});
    }
    Verdict v = yesNo(someVertexInside(a_.vertices, b_.vertices), "HIT", "MISS",
                      format("A in B: %d of %zu, B in A: %d of %zu", aInB, a_.vertices.size(), bInA, b_.vertices.size()));
    judge(v, out_.exact);
    return v;
}

Verdict Analyser::edgesCross() {
    if (!bothPolygons()) return notApplicable("needs two polygons");
    if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
    const auto& pa = a_.vertices;
    const auto& pb = b_.vertices;
    std::size_t meetings = 0;
    for (std::size_t i = 0; i < pa.size(); ++i) {
        for (std::size_t j = 0; j < pb.size(); ++j) {
            const std::array<Vec2, 2> edgeA{pa[i], pa[(i + 1) % pa.size()]};
            const std::array<Vec2, 2> edgeB{pb[j], pb[(j + 1) % pb.size()]};
            const geometry::SegmentIntersection meeting = geometry::segmentIntersection(edgeA[0], edgeA[1], edgeB[0], edgeB[1]);
            if (!meeting.meet) continue;
            ++meetings;
            if (out_.edgeMeetings.size() < kMaxEdgeMeetings) out_.edgeMeetings.push_back({edgeA, edgeB, meeting.at});
        }
    }
    Verdict v = yesNo(someEdgesMeet(pa, pb), "HIT", "MISS",
                      meetings > 0 ? format("%zu edge pairs meet", meetings) : "no edge of A meets one of B");
    judge(v, out_.exact);
    return v;
}

}  // namespace lab::analysis
