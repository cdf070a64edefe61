#pragma once
// The lab's state without SDL: the preset in use, the two shapes and the
// probe point as edited by the mouse, and which picture is drawn big. Every
// edit is a plain function of positions in lab coordinates, so the tests
// drive it exactly as the mouse does. The shapes are held in the scene's own
// units (lab pixels for presets and lessons, the file's numbers for a scene
// file) and the mouse's positions are moved into them through the scene's view.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "lab/LabAlgorithm.h"
#include "lab/LabScenes.h"
#include "lab/LabShape.h"

namespace lab {

/// Which of the lab's things: shape A, shape B or the probe point P.
enum class ShapeId { A, B, Probe };

/// What the mouse holds after a press: nothing, a vertex, a whole shape, or a circle's rim.
struct Grab {
    enum class Part { None, Vertex, Whole, Rim };
    Part part = Part::None;
    ShapeId shape = ShapeId::A;
    std::size_t vertex = 0;  ///< Part::Vertex: its index
};

/// The editable lab: shapes, preset, picture.
class LabModel {
public:
    /// Circles never shrink below this radius (lab pixels), so they stay visible and grabbable.
    static constexpr double kMinRadius = 4.0;
    /// Nor grow beyond this one (lab pixels: the scene is 800 wide).
    static constexpr double kMaxRadius = 400.0;

    /// Opens preset `scene` (the first one when out of range).
    explicit LabModel(std::size_t scene = 0);
    /// Opens `extra` (from a scene file), kept after the presets: R resets it, [ ] reach the presets and it.
    explicit LabModel(LabScene extra);

    /// How many presets there are.
    std::size_t sceneCount() const { return scenes_.size(); }
    /// The preset in use, from 0.
    std::size_t sceneIndex() const { return index_; }
    /// The preset as it was loaded (its title and lesson), whatever the edits since.
    const LabScene& scene() const { return scenes_[index_]; }
    /// Loads preset `index` (ignored when out of range), dropping every edit.
    void loadScene(std::size_t index);
    /// Loads the preset `step` places on, wrapping round.
    void stepScene(int step);

    /// Where the shapes are drawn: scene units to lab pixels (lab/LabView.h).
    const LabView& view() const { return scenes_[index_].view; }

    /// Shape A as edited, in the scene's units.
    const LabShape& a() const { return a_; }
    /// Shape B as edited.
    const LabShape& b() const { return b_; }
    /// The probe point P, when there is one, in the scene's units.
    const std::optional<geometry::Vec2>& probe() const { return probe_; }

    /// The algorithm whose picture is drawn big.
    Algorithm picture() const { return picture_; }
    /// Draws `algorithm`'s picture big from now on.
    void setPicture(Algorithm algorithm) { picture_ = algorithm; }
    /// The picture `step` places on in panel order, wrapping round.
    void stepPicture(int step);

    /// What a left press at p would take: the nearest vertex, point or probe
    /// within `tolerance`, else a circle's rim within it, else the shape p is in (B first: it is drawn on top).
    Grab grabAt(geometry::Vec2 p, double tolerance) const;
    /// Moves what `grab` holds as the mouse goes from `from` to `to`: a vertex
    /// or a whole shape by the difference, a rim to make the radius |to - centre|; within the geometry's coordinate
    /// range (geometry/Limits.h), as scene and lesson files are.
    void drag(const Grab& grab, geometry::Vec2 from, geometry::Vec2 to);

    /// Right click at p: removes the vertex within `tolerance` (a polygon keeps
    /// at least 3), else adds one on the edge within it. Returns what happened,
    /// or "" when nothing was near.
    std::string rightClick(geometry::Vec2 p, double tolerance);
    /// Scales the shape at p about its anchor (a circle's radius, clamped; a polygon not past a reach of kMinRadius nor
    /// a coordinate of geometry::kMaxCoordinate, the bounds every lab shape keeps); false when none is there.
    bool scaleAt(geometry::Vec2 p, double factor, double tolerance);
    /// Turns shape A or B into the next kind (polygon, triangle, circle, point) in the same place.
    void cycleKind(ShapeId which);
    /// Adds the probe point P at `where`, or removes it when it is there.
    void toggleProbe(geometry::Vec2 where);

private:
    Grab grabInScene(geometry::Vec2 p, double tolerance) const;
    LabShape& shape(ShapeId which) { return which == ShapeId::A ? a_ : b_; }
    const LabShape& shape(ShapeId which) const { return which == ShapeId::A ? a_ : b_; }

    std::vector<LabScene> scenes_;
    std::size_t index_ = 0;
    LabShape a_;
    LabShape b_;
    std::optional<geometry::Vec2> probe_;
    Algorithm picture_ = Algorithm::Sat;
};

}  // namespace lab
