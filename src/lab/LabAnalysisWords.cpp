// The words and small verdicts every row of the lab's analysis shares
// (lab/internal/LabAnalyser.h), and what each algorithm may assume about a shape.
#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "geometry/Circle.h"
#include "lab/internal/LabAnalyser.h"

namespace lab::analysis {

std::string format(const char* pattern, ...) {
    char buffer[160];
    va_list args;
    va_start(args, pattern);
    std::vsnprintf(buffer, sizeof buffer, pattern, args);
    va_end(args);
    return buffer;
}

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

std::string unusableReason(const Status& sa, const Status& sb) {
    if (!sa.usable) return sa.polygon ? "A is degenerate" : "A has no size";
    return sb.polygon ? "B is degenerate" : "B has no size";
}

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

Verdict overlapVerdict(bool yes, bool aPoint, std::string reason) {
    return aPoint ? yesNo(yes, "INSIDE", "OUTSIDE", std::move(reason)) : yesNo(yes, "HIT", "MISS", std::move(reason));
}

const char* featureName(const AxisPicture& axis) { return axis.vertexAxis ? "vertex" : "edge"; }

void judge(Verdict& v, const Verdict& exact) {
    v.wrong = v.answer != Answer::NotApplicable && exact.answer != Answer::NotApplicable && v.answer != exact.answer;
}

}  // namespace lab::analysis
