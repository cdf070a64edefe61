#pragma once
// The lab's preset scenes: each one sets up the two shapes where an idea is
// easiest to see - the two squares of the worked-example SAT article, the
// places where the loose methods of the Egret SAT and shoot-'em-up articles
// are wrong, the tricky point-in-polygon cases and concave shapes. Plain
// data, chosen by name (--preset) or number.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"
#include "lab/LabAlgorithm.h"
#include "lab/LabShape.h"

namespace lab {

/// Where a scene's own coordinates are drawn: p at lab pixel `to + (p - from) * scale` (the identity for presets and
/// lessons, whose shapes are in lab pixels; a scene file keeps its file's numbers and is fitted by its view).
struct LabView {
    geometry::Vec2 from{};
    geometry::Vec2 to{};
    double scale = 1.0;   ///< lab pixels per scene unit, > 0

    friend bool operator==(const LabView&, const LabView&) = default;
};

/// One preset: the shapes, an optional probe point and what to look at.
struct LabScene {
    std::string name;                       ///< for --preset: lower case, no spaces
    std::string title;                      ///< one line shown above the scene
    std::vector<std::string> lesson;        ///< at most 2 lines of at most 70 characters
    LabShape a;
    LabShape b;
    std::optional<geometry::Vec2> probe;    ///< a third, point-only shape "P"
    Algorithm picture = Algorithm::Sat;     ///< the picture drawn big when the scene opens
    double unit = 1.0;                      ///< shape units per unit of the lesson's coordinates (4: drawn 4x)
    LabView view{};                         ///< where the shapes are drawn; the lab decides in the shapes' units
};

/// Every preset, in key order (1-9, then 0); a fresh copy on each call.
std::vector<LabScene> labScenes();

/// The index of the preset called `name`, or an error naming it and listing the presets.
base::Result<std::size_t> findLabScene(std::string_view name);

/// The preset names separated by ", ", for messages and --help.
std::string labSceneNames();

}  // namespace lab
