#pragma once
// One frame of the collision lab as plain data: the scene's shapes, the
// layers of the picture drawn big, the verdict panel's rows. The presenter
// fills it from the model and its analysis (lab/LabPresenter.h), reusing the
// analysis's own types (lab/LabFindings.h, geometry::PolarReach); render
// draws it without knowing how any verdict was reached, as Box2D's debug
// draw is handed shapes and never the world.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "geometry/Aabb.h"
#include "geometry/PointInPolygon.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/Sat.h"
#include "geometry/Vec2.h"
#include "lab/LabFindings.h"
#include "lab/LabScenes.h"

namespace lab {

/// Which points a closed outline encloses: odd crossings, or nonzero winding.
enum class FillRule { EvenOdd, Nonzero };

/// How a word or line is coloured: a yes (green), a no (red), plain, dim, or a warning.
enum class Ink { Plain, Dim, Yes, No, Warning, Caution };

/// A shape as drawn: its outline, its name, and what the mouse is over.
struct LabOutline {
    enum class Kind { Polygon, Circle, Point };
    Kind kind = Kind::Point;
    std::vector<geometry::Vec2> vertices;        ///< Polygon
    geometry::Vec2 centre{};                     ///< Circle, Point
    double radius = 0.0;                         ///< Circle
    char name = 'A';                             ///< 'A' or 'B': also picks its colour
    bool degenerate = false;                     ///< drawn in the warning colour
    std::optional<std::size_t> hoveredVertex;    ///< a press would take this vertex
    bool hoveredWhole = false;                   ///< ... or the whole shape
    bool hoveredRim = false;                     ///< ... or a circle's rim
};

/// The colour of an answer's word: Yes, No, or Dim where the algorithm does not apply.
constexpr Ink inkOf(Answer answer) {
    return answer == Answer::Yes ? Ink::Yes : answer == Answer::No ? Ink::No : Ink::Dim;
}

/// One line of the verdict panel: the algorithm's name and its verdict as analysed.
struct LabRow {
    std::string name;           ///< the algorithm, or "exact"
    Verdict verdict;
    bool folded = false;        ///< shown by its name and verdict only (in a lesson: a row the step is not about)
    bool hidden = false;  ///< not shown (in a lesson: a method the lesson never uses, so its name is not yet taught)
};

/// One projection axis as analysed, with what drawing it needs: the points casting the shadows, its caption.
struct AxisLayer {
    AxisPicture picture;                         ///< the axis, both shadows, the overlap or gap
    std::array<geometry::Vec2, 2> castersA{};    ///< the points of A casting its shadow's min and max
    std::array<geometry::Vec2, 2> castersB{};
    std::string caption;                         ///< "normal of A's edge 0"
    std::string amountWords;                     ///< "overlap 25.0" or "gap 3.2": the shadows' meeting in the scene's units
    std::string tag;                             ///< with tagOnly: the short name drawn on the axis
    bool tagOnly = false;                        ///< the caption is in the frame's caption strip instead
    std::optional<std::array<geometry::Vec2, 2>> featureEdge;     ///< the edge the axis is normal to
    std::optional<std::array<geometry::Vec2, 2>> vertexToCentre;  ///< the vertex axis: vertex, circle centre
    std::optional<std::array<geometry::Vec2, 2>> mtv;             ///< the push that separates them: from, to
};

/// The crossing-number ray from a point, with its marks.
struct RayLayer {
    geometry::Vec2 point{};
    std::vector<geometry::RayCrossing> marks;
    bool signedMarks = false;     ///< label marks +1/-1 (winding) rather than 1, 2, 3 (crossings)
    char polygonName = 'A';       ///< whose crossings these are (colours the marks when several rays share a point)
    bool marksBelow = false;      ///< labels under the ray (a second polygon's)
    std::vector<std::array<geometry::Vec2, 2>> ignoredEdges;  ///< horizontal edges lying on the ray
};

/// One convex piece (ear-clip triangle).
struct PieceLayer {
    std::array<geometry::Vec2, 3> corners{};
    std::string label;            ///< "A0", "B3"
    bool meeting = false;         ///< the pair found to overlap
};

/// Everything one frame of the lab shows.
struct LabFrame {
    // Above the scene.
    std::string heading;                  ///< "3. corner: a circle off a corner..."
    std::vector<std::string> lesson;      ///< the preset's as one paragraph, or once the shapes are moved, the live verdicts (2 lines)

    // The scene.
    LabOutline a;
    LabOutline b;
    std::optional<geometry::Vec2> probe;  ///< the probe point P
    bool probeHovered = false;
    FillRule fill = FillRule::EvenOdd;
    std::vector<geometry::Vec2> shapePoints;  ///< every vertex and rim sample: where the shapes are, to keep clear of

    // The picture drawn big: any layer may be empty.
    std::vector<std::pair<std::string, Ink>> captions;  ///< lines in the strip under the lesson
    std::optional<std::array<geometry::Aabb, 2>> faintBoxes;
    std::optional<std::array<geometry::Aabb, 2>> boxes;
    std::vector<RayLayer> rays;
    bool edgeDirections = false;          ///< chevrons along every edge (for winding)
    std::vector<AxisLayer> axes;
    std::vector<PieceLayer> pieces;
    std::optional<geometry::PolarReach> polar;
    std::vector<VertexMark> vertexMarks;
    std::vector<EdgeMeeting> meetings;
    std::string meetingsCaption;          ///< drawn beside the meetings ("they overlap here"), or ""
    double unit = 1.0;                    ///< lab pixels per scene unit: a length is divided by it before it is printed
    LabView view;                         ///< how scene units map to lab pixels (the coordinates' ticks are read from it)
    std::optional<geometry::Vec2> mouse;  ///< the pointer over the scene, lab pixels (shown in scene units); none until it is

    // The panel.
    std::string presetLine;               ///< "preset 3/11: corner"
    std::string sceneKeys = "[ ] or 1-9, 0";  ///< beside it: the keys that change the scene ("" in a lesson)
    LabRow exact;                         ///< the reference answer for A vs B
    std::string exactMethod;
    std::vector<LabRow> rows;
    std::size_t selectedRow = 0;          ///< the row whose picture is drawn

    // Messages and help.
    std::vector<std::string> problems;    ///< "A: degenerate (...)"
    std::string note;                     ///< the last edit ("added a vertex to A")
    bool showHelp = false;
    std::vector<std::string> keyHelp;     ///< the help panel's key lines, as the front end's key table says
    std::vector<std::string> presetNames; ///< for the help panel, in key order
};

}  // namespace lab
