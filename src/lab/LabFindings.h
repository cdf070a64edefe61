#pragma once
// What the lab's analysis finds and its frame shows, one type each: a row's
// verdict, a SAT axis with both shadows, a vertex tested against the other
// polygon, two edges that meet. The analysis (lab/LabAnalysis.h) fills them
// and the frame (lab/LabFrame.h) carries the same values to render, so the
// picture cannot drift from the decision.

#include <array>
#include <cstddef>
#include <string>

#include "geometry/Sat.h"
#include "geometry/Vec2.h"

namespace lab {

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

/// One SAT axis with both shapes' shadows on it, A's and B's (lab coordinates, y down).
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

/// A vertex of one polygon and whether it is inside the other (even-odd).
struct VertexMark {
    geometry::Vec2 at{};
    bool ofA = true;        ///< a vertex of A (tested against B), else of B (against A)
    bool inside = false;
};

/// Where an edge of A meets an edge of B (geometry::segmentIntersection).
struct EdgeMeeting {
    std::array<geometry::Vec2, 2> edgeA{};  ///< A's edge: vertex i, vertex i + 1
    std::array<geometry::Vec2, 2> edgeB{};  ///< B's edge: vertex j, vertex j + 1
    geometry::Vec2 at{};                    ///< a point both edges share
};

}  // namespace lab
