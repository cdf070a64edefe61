#include "lab/LabAnalysis.h"

#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "lab/LabLooseMethods.h"
#include "lab/LabNumbers.h"
#include "geometry/Circle.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/Polygon.h"
#include "geometry/SegmentIntersection.h"

namespace lab {

namespace {

using geometry::Vec2;
using geometry::PolygonProblem;

// Edge-crossing marks kept for the picture; more would be unreadable anyway.
constexpr std::size_t kMaxEdgeMeetings = 64;

[[gnu::format(printf, 1, 2)]] std::string format(const char* pattern, ...) {
    char buffer[160];
    va_list args;
    va_start(args, pattern);
    std::vsnprintf(buffer, sizeof buffer, pattern, args);
    va_end(args);
    return buffer;
}

// What each algorithm may assume about one shape.
struct Status {
    bool polygon = false;     // has vertices
    bool usable = true;       // the algorithms can run on it without meaningless answers
    bool simple = false;      // polygon with no problem at all: ear clipping and the exact tests apply
    bool convex = false;      // and SAT applies to it whole
    bool crossesItself = false;
    PolygonProblem problem = PolygonProblem::None;
};

Status statusOf(const LabShape& shape) {
    Status s;
    if (!hasVertices(shape)) {
        s.usable = std::isfinite(shape.centre.x) && std::isfinite(shape.centre.y) &&
                   (shape.kind != ShapeKind::Circle || (std::isfinite(shape.radius) && shape.radius > 0.0));
        return s;
    }
    s.polygon = true;
    s.problem = geometry::findPolygonProblem(shape.vertices);
    // A self-intersecting polygon still has a boundary to cast a ray across
    // (that is the bowtie and pentagram lesson); only true degeneracy is unusable.
    s.crossesItself = s.problem == PolygonProblem::SelfIntersecting;
    s.usable = s.problem == PolygonProblem::None || s.crossesItself;
    s.simple = s.problem == PolygonProblem::None;
    s.convex = s.simple && geometry::isConvex(shape.vertices);
    return s;
}

std::string problemText(char name, const Status& s) {
    if (!s.polygon || s.problem == PolygonProblem::None) return "";
    if (s.crossesItself) return format("%c: self-intersecting (two edges cross)", name);
    return format("%c: degenerate (%s)", name, geometry::describe(s.problem));
}

std::string crossingsText(int n) { return format("%d crossing%s", n, n == 1 ? "" : "s"); }

// Winding numbers with their sign, but plain 0: "+0" reads as a typo.
std::string windingText(int w) { return w == 0 ? "winding 0" : format("winding %+d", w); }

Verdict notApplicable(std::string reason) {
    Verdict v;
    v.reason = std::move(reason);
    return v;
}

Verdict yesNo(bool yes, const char* yesWord, const char* noWord, std::string reason) {
    Verdict v;
    v.answer = yes ? Answer::Yes : Answer::No;
    v.word = yes ? yesWord : noWord;
    v.reason = std::move(reason);
    return v;
}

// Why a row that needs two usable shapes cannot run: the first culprit named.
std::string unusableReason(const Status& sa, const Status& sb) {
    if (!sa.usable) return sa.polygon ? "A is degenerate" : "A has no size";
    return sb.polygon ? "B is degenerate" : "B has no size";
}

// "A is concave" / "A crosses itself" for the first shape that breaks SAT's contract.
std::string notConvexReason(const Status& sa, const Status& sb) {
    const Status& s = !sa.convex ? sa : sb;
    const char name = !sa.convex ? 'A' : 'B';
    return format("%c %s", name, s.crossesItself ? "crosses itself" : "is concave");
}

geometry::Interval shadowOf(const LabShape& shape, Vec2 unitAxis) {
    if (hasVertices(shape)) return geometry::project(shape.vertices, unitAxis);
    return geometry::project(geometry::Circle{shape.centre, shape.kind == ShapeKind::Circle ? shape.radius : 0.0}, unitAxis);
}

std::vector<geometry::TriangleIndices> piecesOf(const LabShape& shape, const Status& s) {
    if (!s.simple) return {};
    const std::size_t n = shape.vertices.size();
    std::vector<geometry::TriangleIndices> pieces(n - 2);
    std::vector<std::size_t> scratch(n);
    pieces.resize(geometry::earClip(shape.vertices, pieces, scratch));
    return pieces;
}

std::array<Vec2, 3> triangleOf(std::span<const Vec2> polygon, const geometry::TriangleIndices& t) {
    return {polygon[t[0]], polygon[t[1]], polygon[t[2]]};
}

// Words for an overlap answer: a point is INSIDE or OUTSIDE, shapes HIT or MISS.
Verdict overlapVerdict(bool yes, bool aPoint, std::string reason) {
    return aPoint ? yesNo(yes, "INSIDE", "OUTSIDE", std::move(reason)) : yesNo(yes, "HIT", "MISS", std::move(reason));
}

const char* featureName(const AxisPicture& axis) { return axis.vertexAxis ? "vertex" : "edge"; }

// Compares a loose method with the exact answer, when there is one.
void judge(Verdict& v, const Verdict& exact) {
    v.wrong = v.answer != Answer::NotApplicable && exact.answer != Answer::NotApplicable && v.answer != exact.answer;
}

class Analyser {
public:
    Analyser(const LabShape& a, const LabShape& b, const std::optional<Vec2>& probe, double unit)
        : a_(a), b_(b), probe_(probe), unit_(unit), sa_(statusOf(a)), sb_(statusOf(b)) {}

    LabAnalysis run() {
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

private:
    Verdict& row(Algorithm algorithm) { return out_.rows[indexOf(algorithm)]; }
    // A length in lab pixels, in the scene's units, for a reason.
    std::string len(double pixels, int decimals) const { return lengthText(pixels / unit_, decimals); }
    bool bothPolygons() const { return sa_.polygon && sb_.polygon; }
    bool bothUsable() const { return sa_.usable && sb_.usable; }
    bool somePoint() const { return a_.kind == ShapeKind::Point || b_.kind == ShapeKind::Point; }

    // The reference every loose method is judged against: the exact test
    // that fits the pair of kinds.
    void exact() {
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
    Verdict circleVsPolygon(bool circleIsA) {
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

    Verdict boxes() {
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

    void addPointTest(char pointName, Vec2 p, char polygonName, const LabShape& polygon, const Status& s) {
        if (!s.polygon || !s.usable) return;
        PointTest t;
        t.pointName = pointName;
        t.polygonName = polygonName;
        t.point = p;
        t.crossings = geometry::crossingCount(p, polygon.vertices);
        t.winding = geometry::windingNumber(p, polygon.vertices);
        t.marks.resize(polygon.vertices.size());
        t.marks.resize(std::min(t.marks.size(), geometry::rayCrossings(p, polygon.vertices, t.marks)));
        geometry::inRayOrder(t.marks);
        out_.pointTests.push_back(std::move(t));
    }

    void pointTests() {
        if (b_.kind == ShapeKind::Point) addPointTest('B', b_.centre, 'A', a_, sa_);
        if (a_.kind == ShapeKind::Point) addPointTest('A', a_.centre, 'B', b_, sb_);
        if (probe_) {
            addPointTest('P', *probe_, 'A', a_, sa_);
            addPointTest('P', *probe_, 'B', b_, sb_);
        }
    }

    // The answer of a fill rule over every point test: one test gives
    // INSIDE/OUTSIDE, two (the probe against A and B) say which hold it.
    Verdict fillRule(bool (*inside)(const PointTest&), std::string reason) {
        const auto& tests = out_.pointTests;
        if (tests.empty()) {
            if ((somePoint() || probe_) && (sa_.polygon || sb_.polygon)) return notApplicable("the polygon is degenerate");
            return notApplicable("needs a point: C or P key");
        }
        if (tests.size() == 1) return yesNo(inside(tests[0]), "INSIDE", "OUTSIDE", std::move(reason));
        std::string holders;
        for (const PointTest& t : tests) {
            if (!inside(t)) continue;
            holders += holders.empty() ? "" : " and ";
            holders += t.polygonName;
        }
        Verdict v = yesNo(!holders.empty(), "", "in neither", std::move(reason));
        if (!holders.empty()) v.word = "in " + holders + (holders.size() == 1 && tests.size() > 1 ? " only" : "");
        return v;
    }

    Verdict evenOdd() {
        std::string reason;
        for (const PointTest& t : out_.pointTests) {
            reason += reason.empty() ? "" : ", ";
            reason += out_.pointTests.size() == 1
                          ? format("%c in %c: %s, %s", t.pointName, t.polygonName, crossingsText(t.crossings).c_str(),
                                   t.crossings % 2 ? "odd" : "even")
                          : format("%c: %s", t.polygonName, crossingsText(t.crossings).c_str());
        }
        return fillRule([](const PointTest& t) { return t.crossings % 2 != 0; }, reason);
    }

    Verdict nonzero() {
        std::string reason;
        bool disagree = false;
        for (const PointTest& t : out_.pointTests) {
            reason += reason.empty() ? "" : ", ";
            reason += out_.pointTests.size() == 1 ? format("%c in %c: %s", t.pointName, t.polygonName, windingText(t.winding).c_str())
                                                  : format("%c: %s", t.polygonName, windingText(t.winding).c_str());
            disagree = disagree || (t.crossings % 2 != 0) != (t.winding != 0);
        }
        Verdict v = fillRule([](const PointTest& t) { return t.winding != 0; }, reason);
        // Both rules are right, for different fills: a self-intersecting
        // outline wound twice round a point is "inside" twice (nonzero) or
        // "inside, then out again" (even-odd).
        if (disagree) {
            v.caution = true;
            v.reason += ": rules differ";
        }
        return v;
    }

    // SAT on the shapes as given. Outside its contract (a concave or
    // self-intersecting polygon) it is still run and shown, flagged, because
    // seeing it say "hit" in a notch is the lesson.
    Verdict sat() {
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

    Verdict pieces() {
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
    std::optional<bool> circleIsA() const {
        if (a_.kind == ShapeKind::Circle && sb_.polygon) return true;
        if (b_.kind == ShapeKind::Circle && sa_.polygon) return false;
        return std::nullopt;
    }

    Verdict circleExact() {
        const std::optional<bool> circleFirst = circleIsA();
        if (!circleFirst) return notApplicable("needs a circle and a polygon");
        if (!bothUsable()) return notApplicable(unusableReason(sa_, sb_));
        const Status& ps = *circleFirst ? sb_ : sa_;
        if (!ps.simple) return notApplicable(format("%c crosses itself", *circleFirst ? 'B' : 'A'));
        // exact() already ran the correct test for this pair.
        return out_.exact;
    }

    Verdict circleEdgeNormals() {
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

    Verdict polar() {
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

    Verdict verticesInside() {
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

    Verdict edgesCross() {
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

    const LabShape& a_;
    const LabShape& b_;
    const std::optional<Vec2>& probe_;
    double unit_;
    Status sa_;
    Status sb_;
    LabAnalysis out_;
};

}  // namespace

LabAnalysis analyse(const LabShape& a, const LabShape& b, const std::optional<geometry::Vec2>& probe, double unit) {
    return Analyser(a, b, probe, unit).run();
}

}  // namespace lab
