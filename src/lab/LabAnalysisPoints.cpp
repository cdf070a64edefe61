// The lab's point tests (crossing number and winding number of each point
// against each polygon) and the two fill rules' rows made from them.
#include "geometry/PointInPolygon.h"
#include "lab/internal/LabAnalyser.h"

namespace lab::analysis {

void Analyser::addPointTest(char pointName, Vec2 p, char polygonName, const LabShape& polygon, const Status& s) {
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

void Analyser::pointTests() {
    if (b_.kind == ShapeKind::Point) addPointTest('B', b_.centre, 'A', a_, sa_);
    if (a_.kind == ShapeKind::Point) addPointTest('A', a_.centre, 'B', b_, sb_);
    if (probe_) {
        addPointTest('P', *probe_, 'A', a_, sa_);
        addPointTest('P', *probe_, 'B', b_, sb_);
    }
}

// The answer of a fill rule over every point test: one test gives
// INSIDE/OUTSIDE, two (the probe against A and B) say which hold it.
Verdict Analyser::fillRule(bool (*inside)(const PointTest&), std::string reason) {
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

Verdict Analyser::evenOdd() {
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

Verdict Analyser::nonzero() {
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

}  // namespace lab::analysis
