#pragma once
// A lesson: a short path through one idea of the source articles, as a text
// file (assets/lessons/*.lesson, docs/lessons.md) reviewed like the docs. Each
// step says a few sentences, sets up the lab's two shapes (a preset or shapes
// of its own, in lab pixels), picks the picture that shows the idea, and
// names a task as conditions the program checks on the lab's own analysis
// (lab/lessons/LessonCheck.h). One keyword a line, `#` comments and blank lines
// skipped:
//
//   title The crossing number
//   step
//   say A ray from the point crosses the outline; odd means inside.
//   a polygon 200 200  560 200  560 560  200 560
//   b point 300 380
//   picture even-odd
//   goal Drag B so that its ray crosses the outline three times.
//   want crossings 3
//
// A step may instead be a moment of a recorded game (`replay`, `ticks`,
// `overlay`): the student travels its ticks and the program checks the
// simulation's own record of the tick on show (want tunnel / swept-catch).
//
// Errors say "line N: reason" (the caller places them in the file).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"
#include "geometry/Vec2.h"
#include "lab/LabAlgorithm.h"
#include "lab/LabScenes.h"

namespace lab {

/// Largest lesson file read, in bytes (a lesson is under 4 KiB).
inline constexpr std::size_t kMaxLessonFileBytes = 64 * 1024;
/// Most steps in a lesson, `say` lines in a step, `want` lines in a step, and characters in one line of text.
inline constexpr std::size_t kMaxLessonSteps = 8;
inline constexpr std::size_t kMaxSayLines = 4;
inline constexpr std::size_t kMaxWants = 4;
inline constexpr std::size_t kMaxLessonLineChars = 66;

/// One condition of a step's task, checked on the lab as the student left it.
struct Want {
    enum class Kind {
        Verdict,    ///< `want ALGORITHM hit|miss`: that panel row says yes (hit, inside) or no
        Exact,      ///< `want exact hit|miss`: the reference answer
        Wrong,      ///< `want ALGORITHM wrong|right`: that row disagrees (agrees) with the exact answer
        Crossings,  ///< `want crossings N`: the ray from the tested point (P, else B) crosses A's outline N times
        Classic,    ///< `want classic hit|miss`: the bullet's end point B is inside A (the classic rule)
        Swept,      ///< `want swept hit|miss`: the bullet's travel this tick meets A's outline (the swept rule)
        GridShared, ///< `want grid shared|apart`: the boxes of A and B share a grid cell (the pair is tested)
        Radius,     ///< `want radius hit|miss`: the bounding circles of A and B overlap (the radius shortcut)
        RayVertex,  ///< `want ray-vertex yes|no`: the ray from the tested point passes through a vertex of A
        Tunnel,     ///< `want tunnel yes|no`: on the tick shown the classic rule let a bullet through an asteroid (a replay step)
        SweptCatch, ///< `want swept-catch yes|no`: on the tick shown the swept rule hit a bullet whose end was outside (a replay step)
    };
    Kind kind = Kind::Exact;
    Algorithm algorithm = Algorithm::Boxes;  ///< Verdict, Wrong
    bool yes = true;                         ///< hit / wrong / shared; false for miss / right / apart
    int count = 0;                           ///< Crossings

    friend bool operator==(const Want&, const Want&) = default;
};

/// Most ticks a replay step spans (to - from + 1): 10 s of play, a clip of a few megabytes.
inline constexpr std::uint64_t kMaxMomentTicks = 600;

/// A step set in a recorded game: the replay, the ticks the student may travel, the game's overlays shown.
struct RecordedStep {
    std::string replay;       ///< `replay NAME`: a .replay file in the lessons' own folder (a name, no folder part)
    std::uint64_t from = 0;   ///< `ticks FROM-TO`: the step opens paused on FROM ...
    std::uint64_t to = 0;     ///< ... and the student travels up to TO (also the step's clip)
    std::string overlays;     ///< `overlay NAMES`: the game's overlays ("tunnels,rays"; checked where the game's names are known)
    int line = 0;             ///< the replay line, for errors found when the replay is loaded

    friend bool operator==(const RecordedStep&, const RecordedStep&) = default;
};

/// One step: what it says, the scene it opens, the picture, and the task.
struct LessonStep {
    std::vector<std::string> say;            ///< 1 to kMaxSayLines lines
    LabScene scene;                          ///< the shapes (lab pixels) and the picture drawn big
    std::optional<geometry::Vec2> bullet;    ///< `bullet DX DY`: B is a bullet that moved by this in the tick just gone
    double gridCell = 0.0;                   ///< `grid SIZE`: the broad phase's cells drawn, this size (0: none)
    std::optional<RecordedStep> moment;  ///< a replay step: a recorded game instead of the lab's shapes
    std::string goal;                        ///< the task, one line
    std::vector<Want> wants;                 ///< 1 to kMaxWants conditions, all to hold
};

/// A lesson as its file says it.
struct Lesson {
    std::string title;
    std::vector<LessonStep> steps;           ///< 1 to kMaxLessonSteps
};

/// The lesson in `text`, or the first error as "line N: reason" (no line when the title or every step is missing).
base::Result<Lesson> parseLesson(std::string_view text);

/// The picture's name in a lesson file ("even-odd") for `algorithm`.
std::string_view pictureWord(Algorithm algorithm);

}  // namespace lab
