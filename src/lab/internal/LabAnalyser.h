#pragma once
// One analysis of the lab's two shapes while it is being worked out
// (internal to lab/: lab/LabAnalysis.h is its public face). The rows are
// computed in files by what they compute: LabAnalysis.cpp (the order, and the
// exact reference), LabAnalysisPoints.cpp (the point tests and the fill
// rules), LabAnalysisAxes.cpp (SAT, the convex pieces, the circle rows),
// LabAnalysisLoose.cpp (boxes, polar reaches, vertices inside, edges
// crossing); the words they share are LabAnalysisWords.cpp.

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lab/LabAnalysis.h"
#include "lab/LabNumbers.h"
#include "geometry/Polygon.h"

namespace lab::analysis {

using geometry::Vec2;
using geometry::PolygonProblem;

/// Edge-crossing marks kept for the picture; more would be unreadable anyway.
inline constexpr std::size_t kMaxEdgeMeetings = 64;

/// printf into a short string (a reason or a word of the panel).
[[gnu::format(printf, 1, 2)]] std::string format(const char* pattern, ...);

/// What each algorithm may assume about one shape.
struct Status {
    bool polygon = false;     ///< has vertices
    bool usable = true;       ///< the algorithms can run on it without meaningless answers
    bool simple = false;      ///< polygon with no problem at all: ear clipping and the exact tests apply
    bool convex = false;      ///< and SAT applies to it whole
    bool crossesItself = false;
    PolygonProblem problem = PolygonProblem::None;
};

/// What the algorithms may assume about a shape.
Status statusOf(const LabShape& shape);
/// "" or "A: self-intersecting ..." / "A: degenerate (reason)".
std::string problemText(char name, const Status& s);
/// "1 crossing", "3 crossings".
std::string crossingsText(int n);
/// Winding numbers with their sign, but plain 0: "+0" reads as a typo.
std::string windingText(int w);
/// A row that does not apply, and why.
Verdict notApplicable(std::string reason);
/// A yes or no answer in the row's words.
Verdict yesNo(bool yes, const char* yesWord, const char* noWord, std::string reason);
/// Why a row that needs two usable shapes cannot run: the first culprit named.
std::string unusableReason(const Status& sa, const Status& sb);
/// "A is concave" / "A crosses itself" for the first shape that breaks SAT's contract.
std::string notConvexReason(const Status& sa, const Status& sb);
/// A shape's shadow on a unit axis (a point's or circle's from its centre).
geometry::Interval shadowOf(const LabShape& shape, Vec2 unitAxis);
/// A simple polygon's convex pieces by ear clipping (none for any other shape).
std::vector<geometry::TriangleIndices> piecesOf(const LabShape& shape, const Status& s);
/// A piece's three corners.
std::array<Vec2, 3> triangleOf(std::span<const Vec2> polygon, const geometry::TriangleIndices& t);
/// Words for an overlap answer: a point is INSIDE or OUTSIDE, shapes HIT or MISS.
Verdict overlapVerdict(bool yes, bool aPoint, std::string reason);
/// "vertex" or "edge": what an axis came from.
const char* featureName(const AxisPicture& axis);
/// Compares a loose method with the exact answer, when there is one.
void judge(Verdict& v, const Verdict& exact);

/// Works out one LabAnalysis, row by row, in the order later rows read earlier ones.
class Analyser {
public:
    /// Ready to analyse a and b (and the probe), lengths in lab pixels per scene unit `unit`.
    Analyser(const LabShape& a, const LabShape& b, const std::optional<Vec2>& probe, double unit)
        : a_(a), b_(b), probe_(probe), unit_(unit), sa_(statusOf(a)), sb_(statusOf(b)) {}

    /// Every row; call once.
    LabAnalysis run();

private:
    Verdict& row(Algorithm algorithm) { return out_.rows[indexOf(algorithm)]; }
    // A length in lab pixels, in the scene's units, for a reason.
    std::string len(double pixels, int decimals) const { return lengthText(pixels / unit_, decimals); }
    bool bothPolygons() const { return sa_.polygon && sb_.polygon; }
    bool bothUsable() const { return sa_.usable && sb_.usable; }
    bool somePoint() const { return a_.kind == ShapeKind::Point || b_.kind == ShapeKind::Point; }

    // LabAnalysis.cpp
    void exact();
    Verdict circleVsPolygon(bool circleIsA);
    // LabAnalysisPoints.cpp
    void addPointTest(char pointName, Vec2 p, char polygonName, const LabShape& polygon, const Status& s);
    void pointTests();
    Verdict fillRule(bool (*inside)(const PointTest&), std::string reason);
    Verdict evenOdd();
    Verdict nonzero();
    // LabAnalysisAxes.cpp
    Verdict sat();
    Verdict pieces();
    std::optional<bool> circleIsA() const;
    Verdict circleExact();
    Verdict circleEdgeNormals();
    // LabAnalysisLoose.cpp
    Verdict boxes();
    Verdict polar();
    Verdict verticesInside();
    Verdict edgesCross();

    const LabShape& a_;
    const LabShape& b_;
    const std::optional<Vec2>& probe_;
    double unit_;
    Status sa_;
    Status sb_;
    LabAnalysis out_;
};

}  // namespace lab::analysis
