#include "app/LessonFiles.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "base/FileRead.h"
#include "render/DataPaths.h"

namespace app {

base::Result<lab::Lesson> loadLesson(const std::string& path) {
    const base::Result<std::string> text = base::readBoundedFile(path, lab::kMaxLessonFileBytes, "lesson file");
    if (!text) return text.error();
    base::Result<lab::Lesson> lesson = lab::parseLesson(*text);
    if (!lesson) return base::Error(lesson.error()).inFile(path);
    return lesson;
}

base::Result<std::vector<LessonFile>> loadLessonFolder(const std::string& folder) {
    std::vector<std::string> paths;
    std::error_code error;
    // Bounded: a folder of thousands of entries is given up on, not read to its end.
    for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        if (it->path().extension() != ".lesson") continue;
        if (paths.size() == kMaxLessonFiles) {
            return base::failure(folder + ": more than " + std::to_string(kMaxLessonFiles) + " lesson files");
        }
        paths.push_back(it->path().string());
    }
    if (error) return base::failure(folder + ": " + error.message());
    if (paths.empty()) return base::failure(folder + ": no lesson files (*.lesson)");
    std::sort(paths.begin(), paths.end());
    std::vector<LessonFile> lessons;
    for (const std::string& path : paths) {
        base::Result<lab::Lesson> lesson = loadLesson(path);
        if (!lesson) return lesson.error();
        lessons.push_back({path, std::move(lesson).value()});
    }
    return lessons;
}

base::Result<std::vector<LessonFile>> loadInstalledLessons(const std::string& executableDir) {
    std::string tried;
    for (const std::string& folder : render::dataCandidates(executableDir, "polyroids/lessons/")) {
        std::error_code error;
        if (std::filesystem::is_directory(folder, error)) return loadLessonFolder(folder);
        tried += (tried.empty() ? "" : ", ") + folder;
    }
    return base::failure("no lessons folder found (tried " + (tried.empty() ? std::string("nothing: the game's folder is unknown") : tried) + ")");
}

}  // namespace app
