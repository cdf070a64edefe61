#pragma once
// A lab scene as a text file (`polyroids --lab --scene FILE`; docs/lab.md):
// one keyword a line, numbers in world units (x right, y down), `#` comments
// and blank lines skipped, each keyword at most once but `caption`:
//
//   # the worked-example SAT article's two squares
//   name SAT (separating axis test) on the worked-example squares
//   caption A (0,0)-(50,50) and B (25,25)-(75,75): no edge normal separates
//   caption them: HIT. Arrow: the MTV (minimum translation vector).
//   a polygon 0 0  50 0  50 50  0 50
//   b polygon 25 25  75 25  75 75  25 75
//   probe 10 40
//
// Shapes: `polygon X Y X Y X Y ...` (3 to geometry::kMaxPolygonVertices vertices),
// `triangle X1 Y1 X2 Y2 X3 Y3`, `circle CX CY R`, `point X Y`. `name` (one
// line of text), `a` and `b` are required; up to two `caption` lines and a
// `probe` point are optional. Every number is in geometry's coordinate range
// (geometry/Limits.h), read as `polyroids geom` reads it. Errors say "line N: reason" (the caller
// places them in the file). The lab draws the scene fitted into its view
// (placedInLab: only the picture is fitted, the shapes keep the file's numbers, so the lab decides as geom does).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"
#include "geometry/Vec2.h"
#include "lab/LabScenes.h"
#include "lab/LabShape.h"

namespace lab {

/// Most caption lines, and most characters in one (the lab's lesson lines).
inline constexpr std::size_t kMaxCaptionLines = 2;
inline constexpr std::size_t kMaxCaptionChars = 70;
/// Most characters in the name.
inline constexpr std::size_t kMaxSceneNameChars = 60;
/// Largest scene file read, in bytes (a full file is under 4 KiB).
inline constexpr std::size_t kMaxSceneFileBytes = 64 * 1024;

/// A scene as the file says it, in world units.
struct SceneFile {
    std::string name;
    std::vector<std::string> caption;
    LabShape a;
    LabShape b;
    std::optional<geometry::Vec2> probe;

    friend bool operator==(const SceneFile&, const SceneFile&) = default;
};

/// The scene in `text`, or the first error as "line N: reason" (no line when a shape or the name is missing).
base::Result<SceneFile> parseSceneFile(std::string_view text);

/// "KIND NUMBERS" (the text after `a` or `b`) as a shape, or "line N: reason" with N = `line`.
base::Result<LabShape> shapeAt(std::string_view text, int line);

/// Why `line` is not text (a byte below space but a space, or DEL): "control character ... `fileKind` is text", or "".
std::string controlCharacterIn(std::string_view line, std::string_view fileKind);

/// `scene` as the file format, numbers written so that they read back exactly.
std::string sceneFileText(const SceneFile& scene);

/// The scene with its file's shapes and a view fitting them into x in [0, width], y in [top, bottom] (lab pixels):
/// centred, scaled by at most 4 unless it would then span under 160 pixels (a tiny scene is magnified to that), with
/// the picture that suits its shapes; named "file", titled by its name.
LabScene placedInLab(const SceneFile& scene, double width, double bottom, double top = 0.0);

}  // namespace lab
