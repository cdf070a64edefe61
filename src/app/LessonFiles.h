#pragma once
// The lessons on disk (lab/Lesson.h is the format): found like the font, in
// the build tree's assets/ or the installed data dir (render/DataPaths.h),
// every `*.lesson` file of the first such folder in name order, each read
// bounded in size and parsed; a broken one is named with its line and reason.

#include <string>
#include <vector>

#include "base/Result.h"
#include "lab/Lesson.h"

namespace app {

/// Most lesson files read from the folder; more are refused.
inline constexpr std::size_t kMaxLessonFiles = 20;

/// A lesson and the file it came from.
struct LessonFile {
    std::string path;
    lab::Lesson lesson;
};

/// The lesson file at `path`, or why not as "FILE:LINE: reason" or "FILE: reason".
base::Result<lab::Lesson> loadLesson(const std::string& path);

/// Every lesson in `folder` (with its trailing slash), in file-name order, or the first that cannot be read.
base::Result<std::vector<LessonFile>> loadLessonFolder(const std::string& folder);

/// The lessons installed with the game whose executable is in `executableDir`, or why there are none.
base::Result<std::vector<LessonFile>> loadInstalledLessons(const std::string& executableDir);

}  // namespace app
