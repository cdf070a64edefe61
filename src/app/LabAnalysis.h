#pragma once
// Every algorithm's verdict on the lab's two shapes (and its optional probe
// point), with what its picture needs: the boxes, the ray's crossings, the
// deciding SAT axis with both shadows, the convex pieces, the polar reaches.
// Plain C++ computed fresh each frame from const& shapes with the geometry
// layer's own functions, so the panel and the pictures show the decision the
// code makes, never a re-drawing of it (as Box2D's debug draw).

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/LabAlgorithm.h"
#include "app/LabShape.h"
#include "geometry/Aabb.h"
#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"

namespace app {

/// A yes/no answer, or none when the algorithm does not apply to these shapes.
enum class Answer { Yes, No, NotApplicable };

/// One algorithm's answer for the panel.
struct Verdict {
    Answer answer = Answer::NotApplicable;
    std::string word = "n/a";  ///< HIT, MISS, INSIDE, OUTSIDE, "in B only", or "n/a"
    std::string reason;        ///< one short line (<= 38 characters): the number behind it, or why n/a
    bool wrong = false;        ///< it disagrees with the exact answer
    bool caution = false;      ///< used outside its contract (SAT on a concave shape) or rules disagree
};

/// One SAT axis with both shapes' shadows on it, A's and B's.
struct AxisPicture {
    geometry::Vec2 axis{};        ///< unit
    geometry::Interval shadowA{};
    geometry::Interval shadowB{};
    bool fromA = true;            ///< the axis is a normal of A's edge (or the vertex axis to A's vertex)
    std::size_t feature = 0;      ///< that edge's index, or the vertex's for a vertex axis
    bool vertexAxis = false;      ///< circle vs polygon: from the circle's centre to the nearest vertex
    bool hit = false;             ///< the shadows overlap on this axis
    double amount = 0.0;          ///< hit: depth of the least push; miss: the gap
    geometry::Vec2 normal{};      ///< hit: unit direction from A towards B (the MTV's direction)
};

/// A point tested against one polygon by both fill rules.
struct PointTest {
    char pointName = 'B';         ///< 'A', 'B' or 'P' (the probe)
    char polygonName = 'A';
    geometry::Vec2 point{};
    int crossings = 0;
    int winding = 0;
    std::vector<geometry::RayCrossing> marks;  ///< every crossing of the ray, in edge order
};

/// Seed 003's polar method: each triangle's reach along the line of centres.
struct PolarPicture {
    geometry::Vec2 centreA{};
    geometry::Vec2 centreB{};
    double reachA = 0.0;
    double reachB = 0.0;
    double distance = 0.0;
};

/// A vertex of one polygon and whether it is inside the other (even-odd).
struct VertexMark {
    geometry::Vec2 at{};
    bool ofA = true;
    bool inside = false;
};

/// Where edge i of A meets edge j of B.
struct EdgeMeeting {
    std::size_t edgeA = 0;
    std::size_t edgeB = 0;
    geometry::Vec2 at{};
};

/// Everything the lab shows for one state of its shapes.
struct LabAnalysis {
    std::string problemA;         ///< "" or "A: degenerate (reason)" / "A: self-intersecting ..."
    std::string problemB;
    Verdict exact;                ///< the reference answer for A vs B, by the exact method that fits
    std::string exactMethod;      ///< which method gave it ("convex pieces + SAT", ...)
    std::array<Verdict, kAlgorithmCount> rows;

    /// The row of one algorithm.
    const Verdict& row(Algorithm algorithm) const { return rows[indexOf(algorithm)]; }

    // What the pictures draw; empty or nullopt where the algorithm does not apply.
    std::optional<geometry::Aabb> boxA;
    std::optional<geometry::Aabb> boxB;
    std::vector<PointTest> pointTests;
    std::optional<AxisPicture> sat;                       ///< the deciding axis of SAT on the whole shapes
    std::vector<geometry::TriangleIndices> piecesA;       ///< ear-clip triangles of A (or of the polygon vs a circle)
    std::vector<geometry::TriangleIndices> piecesB;
    std::optional<std::array<std::size_t, 2>> meetingPieces;  ///< first pair of pieces (A's, B's) found to overlap
    std::size_t piecePairsTested = 0;
    std::optional<AxisPicture> circleAxis;                ///< the deciding axis of the correct circle test
    std::vector<AxisPicture> edgeNormalAxes;              ///< seed 001's axes, one per direction
    std::optional<PolarPicture> polar;
    std::vector<VertexMark> vertexMarks;
    std::vector<EdgeMeeting> edgeMeetings;
};

/// Runs every algorithm on shapes a and b, and on the probe point when there
/// is one. Never fails: shapes an algorithm cannot take give "n/a" and a reason.
LabAnalysis analyse(const LabShape& a, const LabShape& b, const std::optional<geometry::Vec2>& probe);

}  // namespace app
