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

#include "lab/LabAlgorithm.h"
#include "lab/LabFindings.h"
#include "lab/LabShape.h"
#include "geometry/Aabb.h"
#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/Sat.h"

namespace lab {

/// A point tested against one polygon by both fill rules.
struct PointTest {
    char pointName = 'B';         ///< 'A', 'B' or 'P' (the probe)
    char polygonName = 'A';
    geometry::Vec2 point{};
    int crossings = 0;
    int winding = 0;
    std::vector<geometry::RayCrossing> marks;  ///< every crossing of the ray, in the order the ray meets them
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
    geometry::PieceMeeting pieceMeeting;                  ///< the first pair of pieces (A's, B's) found to overlap, if any
    std::optional<AxisPicture> circleAxis;                ///< the deciding axis of the correct circle test
    std::vector<AxisPicture> edgeNormalAxes;              ///< the Egret SAT article's axes, one per direction
    std::optional<geometry::PolarReach> polar;
    std::vector<VertexMark> vertexMarks;
    std::vector<EdgeMeeting> edgeMeetings;
};

/// Runs every algorithm on shapes a and b, and on the probe point when there
/// is one. Never fails: shapes an algorithm cannot take give "n/a" and a reason.
/// The reasons give lengths in the scene's units: lab pixels divided by `unit`.
LabAnalysis analyse(const LabShape& a, const LabShape& b, const std::optional<geometry::Vec2>& probe, double unit = 1.0);

}  // namespace lab
