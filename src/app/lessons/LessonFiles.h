#pragma once
// The lessons on disk (lab/lessons/Lesson.h is the format): found like the font, in
// the build tree's assets/ or the installed data dir (render/draw/DataPaths.h),
// every `*.lesson` file of the first such folder in name order, each read
// bounded in size and parsed; a broken one is named with its line and reason.
// A replay step's recording is loaded with its lesson (from the same folder),
// its overlays and ticks checked against it.

#include <optional>
#include <string>
#include <vector>

#include "base/Result.h"
#include "lab/lessons/Lesson.h"
#include "prefs/Settings.h"
#include "replay/Replay.h"

namespace app {

/// Most lesson files read from the folder; more are refused.
inline constexpr std::size_t kMaxLessonFiles = 20;

/// A lesson and the file it came from.
struct LessonFile {
    std::string path;
    lab::Lesson lesson;
    std::vector<std::optional<replay::Replay>> recordings;  ///< one a step: a replay step's recording, loaded
};

/// The lesson file at `path`, or why not as "FILE:LINE: reason" or "FILE: reason".
base::Result<lab::Lesson> loadLesson(const std::string& path);

/// Where a replay step of the lesson at `lessonPath` finds its recording: beside the lesson file.
std::string recordingPath(const std::string& lessonPath, const lab::RecordedStep& moment);

/// The lesson at `path` with its replay steps' recordings, each a file named in it beside it; or why not as
/// "FILE:LINE: reason" (the lesson's file and the replay line: a recording missing or broken, its ticks past its end,
/// an unknown overlay).
base::Result<LessonFile> loadLessonFile(const std::string& path);

/// Every lesson in `folder` (with its trailing slash), in file-name order, or the first that cannot be read.
base::Result<std::vector<LessonFile>> loadLessonFolder(const std::string& folder);

/// The lessons installed with the game whose executable is in `executableDir`, or why there are none.
base::Result<std::vector<LessonFile>> loadInstalledLessons(const std::string& executableDir);

/// The lessons as a teacher's list, one a line: "1 ✓ Bounding boxes" for one `saved` keeps as finished, "2   The
/// crossing number" for one not yet; the lesson on show (`current`, from 1; 0 for none) marked "> ".
std::vector<std::string> lessonList(const std::vector<LessonFile>& lessons, const prefs::Settings& saved, std::size_t current = 0);

/// The lessons installed with the game (loadInstalledLessons) as lessonList gives them: the title's list and the pause
/// menu's; none when they cannot be read (opening the lessons says why).
std::vector<std::string> installedLessonList(const std::string& executableDir, const prefs::Settings& saved);

}  // namespace app
