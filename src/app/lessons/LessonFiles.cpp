#include "app/lessons/LessonFiles.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "base/FileRead.h"
#include "render/draw/DataPaths.h"
#include "replay/Files.h"
#include "teach/OverlaySet.h"

namespace app {

base::Result<lab::Lesson> loadLesson(const std::string& path) {
    // A FIFO would hold the start-up until something wrote to it: only a regular file is opened.
    if (base::Status regular = base::checkRegularFile(path, "lesson file"); !regular) return regular.error();
    const base::Result<std::string> text = base::readBoundedFile(path, lab::kMaxLessonFileBytes, "lesson file");
    if (!text) return text.error();
    base::Result<lab::Lesson> lesson = lab::parseLesson(*text);
    if (!lesson) return base::Error(lesson.error()).inFile(path);
    return lesson;
}

std::string recordingPath(const std::string& lessonPath, const lab::RecordedStep& moment) {
    return std::filesystem::path(lessonPath).replace_filename(moment.replay).string();
}

namespace {

// A replay step's recording, from the lesson's folder, with the step's ticks and overlays checked against it.
base::Result<replay::Replay> loadRecording(const std::string& lessonPath, const lab::RecordedStep& moment) {
    const auto refuse = [&](std::string reason) { return base::failure(std::move(reason), lessonPath, moment.line); };
    teach::OverlaySet overlays;
    if (base::Status known = teach::parseOverlayList(moment.overlays.empty() ? "none" : moment.overlays, overlays); !known) {
        return refuse("overlay: " + known.error().message());
    }
    const std::string path = recordingPath(lessonPath, moment);
    base::Status regular = base::checkRegularFile(path, "replay file");  // as the lesson itself: never wait on a FIFO
    if (!regular) return refuse("replay " + moment.replay + ": " + regular.error().message());
    base::Result<replay::Replay> recording = replay::loadReplay(path);
    if (!recording) return refuse("replay " + moment.replay + ": " + recording.error().message());
    if (moment.to > recording->totalTicks) {
        return refuse("ticks end at " + std::to_string(moment.to) + ", after the end of " + moment.replay + " (tick " +
                      std::to_string(recording->totalTicks) + ")");
    }
    return recording;
}

}  // namespace

base::Result<LessonFile> loadLessonFile(const std::string& path) {
    base::Result<lab::Lesson> lesson = loadLesson(path);
    if (!lesson) return lesson.error();
    LessonFile file{path, std::move(lesson).value(), {}};
    for (const lab::LessonStep& step : file.lesson.steps) {
        if (!step.moment) {
            file.recordings.emplace_back();
            continue;
        }
        base::Result<replay::Replay> recording = loadRecording(path, *step.moment);
        if (!recording) return recording.error();
        file.recordings.emplace_back(std::move(recording).value());
    }
    return file;
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
        base::Result<LessonFile> lesson = loadLessonFile(path);
        if (!lesson) return lesson.error();
        lessons.push_back(std::move(lesson).value());
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

std::vector<std::string> lessonList(const std::vector<LessonFile>& lessons, const prefs::Settings& saved, std::size_t current) {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const int number = static_cast<int>(i + 1);
        const bool done = std::find(saved.lessonsDone.begin(), saved.lessonsDone.end(), number) != saved.lessonsDone.end();
        lines.push_back(std::string(i + 1 == current ? "> " : "  ") + std::to_string(number) + (done ? " \u2713 " : "   ") + lessons[i].lesson.title);
    }
    return lines;
}

std::vector<std::string> installedLessonList(const std::string& executableDir, const prefs::Settings& saved) {
    const base::Result<std::vector<LessonFile>> lessons = loadInstalledLessons(executableDir);
    return lessons ? lessonList(*lessons, saved) : std::vector<std::string>{};
}

}  // namespace app
