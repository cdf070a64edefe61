#include "lab/lessons/LessonCheck.h"

#include <algorithm>
#include <cmath>

#include "geometry/PointInPolygon.h"
#include "geometry/SegmentPolygon.h"

namespace lab {

namespace {

// The point whose ray the crossing-number wants count: the probe P when there is one, else B.
std::optional<int> crossingsOfTestedPoint(const LabAnalysis& analysis) {
    const bool probe = std::any_of(analysis.pointTests.begin(), analysis.pointTests.end(), [](const PointTest& t) { return t.pointName == 'P'; });
    const char point = probe ? 'P' : 'B';
    for (const PointTest& t : analysis.pointTests) {
        if (t.pointName == point && t.polygonName == 'A') return t.crossings;
    }
    return std::nullopt;
}

// The point whose ray the wants look at, as crossingsOfTestedPoint picks it.
std::optional<geometry::Vec2> testedPoint(const LabAnalysis& analysis) {
    std::optional<geometry::Vec2> point;
    for (const PointTest& t : analysis.pointTests) {
        if (t.polygonName != 'A') continue;
        if (t.pointName == 'P' || (t.pointName == 'B' && !point)) point = t.point;
    }
    return point;
}

// The ray from p (to +x) passes exactly through a vertex of a: where the crossing rule must not count twice.
bool rayMeetsVertex(std::optional<geometry::Vec2> p, const LabShape& a) {
    if (!p || !hasVertices(a)) return false;
    return std::any_of(a.vertices.begin(), a.vertices.end(), [&](geometry::Vec2 v) { return v.y == p->y && v.x > p->x; });
}

// A box's cells; clamped so that a huge shape cannot overflow an int.
CellSpan spanOf(const geometry::Aabb& box, double cell) {
    const auto index = [&](double v) { return static_cast<int>(std::clamp(std::floor(v / cell), -1e6, 1e6)); };
    return {index(box.min.x), index(box.min.y), index(box.max.x), index(box.max.y)};
}

bool spansMeet(const CellSpan& a, const CellSpan& b) { return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1; }

}  // namespace

std::optional<SweptShot> sweptShotOf(const LessonStep& step, const LabShape& a, const LabShape& b) {
    if (!step.bullet || b.kind != ShapeKind::Point || !hasVertices(a)) return std::nullopt;
    SweptShot shot;
    shot.to = b.centre;
    shot.from = b.centre - *step.bullet;
    shot.classicHit = geometry::pointInPolygon(shot.to, a.vertices);
    const geometry::BoundaryCrossing crossing = geometry::firstBoundaryCrossing(shot.from, shot.to, a.vertices);
    if (crossing.crosses) shot.firstHit = crossing.at;
    shot.sweptHit = shot.classicHit || crossing.crosses;
    return shot;
}

std::optional<GridCells> gridCellsOf(const LessonStep& step, const LabShape& a, const LabShape& b) {
    if (!(step.gridCell > 0.0)) return std::nullopt;
    GridCells grid;
    grid.cell = step.gridCell;
    grid.a = spanOf(boundsOf(a), step.gridCell);
    grid.b = spanOf(boundsOf(b), step.gridCell);
    grid.shared = spansMeet(grid.a, grid.b);
    return grid;
}

BoundingCircle boundingCircleOf(const LabShape& shape) { return {anchorOf(shape), reachOf(shape)}; }

bool wantHolds(const Want& want, const LessonStep& step, const LabShape& a, const LabShape& b, const LabAnalysis& analysis) {
    const auto answered = [&](const Verdict& v) { return v.answer == (want.yes ? Answer::Yes : Answer::No); };
    switch (want.kind) {
        case Want::Kind::Verdict: return answered(analysis.row(want.algorithm));
        case Want::Kind::Exact: return answered(analysis.exact);
        case Want::Kind::Wrong: {
            const Verdict& v = analysis.row(want.algorithm);
            return v.answer != Answer::NotApplicable && v.wrong == want.yes;
        }
        case Want::Kind::Crossings: return crossingsOfTestedPoint(analysis) == want.count;
        case Want::Kind::Classic:
        case Want::Kind::Swept: {
            const std::optional<SweptShot> shot = sweptShotOf(step, a, b);
            if (!shot) return false;
            return (want.kind == Want::Kind::Classic ? shot->classicHit : shot->sweptHit) == want.yes;
        }
        case Want::Kind::Radius: {
            const BoundingCircle ca = boundingCircleOf(a);
            const BoundingCircle cb = boundingCircleOf(b);
            const geometry::Vec2 d = cb.centre - ca.centre;
            const double reach = ca.radius + cb.radius;
            return (d.x * d.x + d.y * d.y <= reach * reach) == want.yes;
        }
        case Want::Kind::RayVertex: return rayMeetsVertex(testedPoint(analysis), a) == want.yes;
        case Want::Kind::GridShared: {
            const std::optional<GridCells> grid = gridCellsOf(step, a, b);
            return grid && grid->shared == want.yes;
        }
        case Want::Kind::Tunnel:
        case Want::Kind::SweptCatch: return false;  // a replay step's: never held by the lab's shapes
    }
    return false;
}

bool momentWantHolds(const Want& want, const MomentRecord& record) {
    if (want.kind == Want::Kind::Tunnel) return record.tunnel == want.yes;
    if (want.kind == Want::Kind::SweptCatch) return record.sweptCatch == want.yes;
    return false;
}

std::vector<bool> wantsHeld(const LessonStep& step, const LabShape& a, const LabShape& b, const LabAnalysis& analysis) {
    std::vector<bool> held;
    for (const Want& want : step.wants) held.push_back(wantHolds(want, step, a, b, analysis));
    return held;
}

}  // namespace lab
