#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/lessons/LessonFiles.h"

namespace {

// A fresh folder of its own under the system's temporary folder, removed at the end.
struct Folder {
    std::filesystem::path path = std::filesystem::temp_directory_path() / ("polyroids-lessons-" + std::to_string(::getpid()));
    Folder() {
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~Folder() { std::filesystem::remove_all(path); }
    std::string file(const std::string& name, const std::string& text) const {
        std::ofstream(path / name) << text;
        return (path / name).string();
    }
    std::string slash() const { return path.string() + "/"; }
};

const std::string kLesson = "title T\nstep\nsay S\npreset corner\ngoal G\nwant exact hit\n";

}  // namespace

TEST_CASE("a broken lesson file is refused with its path, line and reason") {
    const Folder folder;
    const std::string path = folder.file("1-bad.lesson", "title T\nstep\nsay S\nwant exact perhaps\n");
    const auto lesson = app::loadLesson(path);
    REQUIRE_FALSE(lesson.ok());
    CHECK(lesson.error().message() == path + ":4: expected hit or miss, not 'perhaps'");
    CHECK(app::loadLessonFolder(folder.slash()).error().message() == lesson.error().message());
}

TEST_CASE("a folder's lesson files are read in name order, other files left alone") {
    const Folder folder;
    folder.file("2-second.lesson", "title Second\n" + kLesson.substr(kLesson.find("step")));
    folder.file("1-first.lesson", "title First\n" + kLesson.substr(kLesson.find("step")));
    folder.file("notes.txt", "not a lesson");
    const auto lessons = app::loadLessonFolder(folder.slash());
    REQUIRE(lessons.ok());
    REQUIRE(lessons->size() == 2);
    CHECK((*lessons)[0].lesson.title == "First");
    CHECK((*lessons)[1].lesson.title == "Second");
}

TEST_CASE("a folder with no lessons, too many, or none at all is refused saying so") {
    const Folder folder;
    CHECK(app::loadLessonFolder(folder.slash()).error().message() == folder.slash() + ": no lesson files (*.lesson)");
    for (std::size_t i = 0; i <= app::kMaxLessonFiles; ++i) folder.file(std::to_string(i) + ".lesson", kLesson);
    CHECK(app::loadLessonFolder(folder.slash()).error().message() == folder.slash() + ": more than 20 lesson files");
    CHECK_FALSE(app::loadLessonFolder(folder.slash() + "missing/").ok());
    CHECK(app::loadInstalledLessons("").error().message() == "no lessons folder found (tried nothing: the game's folder is unknown)");
}

TEST_CASE("a lesson file larger than any lesson is refused unread") {
    const Folder folder;
    const std::string path = folder.file("big.lesson", std::string(lab::kMaxLessonFileBytes + 10, '#'));
    CHECK(app::loadLesson(path).error().message() == path + ": file is over 65536 bytes, larger than any lesson file");
}

TEST_CASE("a FIFO in the lessons folder, as a lesson or as the replay a lesson names, is refused at once, not waited on") {
    const Folder folder;
    ::alarm(20);  // before the fix, opening the FIFO waited for a writer forever: the alarm ends the test as a failure
    const std::string fifo = (folder.path / "1-fifo.lesson").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK(app::loadLessonFolder(folder.slash()).error().message() == fifo + ": not a regular file (a FIFO or a device), not a lesson file");
    std::filesystem::remove(fifo);
    REQUIRE(::mkfifo((folder.path / "game.replay").c_str(), 0600) == 0);
    const std::string lesson =
        folder.file("2-moment.lesson", "title T\nstep\nsay S\nreplay game.replay\nticks 1-2\ngoal G\nwant tunnel yes\n");
    CHECK(app::loadLessonFolder(folder.slash()).error().message() ==
          lesson + ":4: replay game.replay: " + (folder.path / "game.replay").string() + ": not a regular file (a FIFO or a device), not a replay file");
    ::alarm(0);
}

TEST_CASE("the lesson list gives every lesson its number and title, a mark on each one done, and points at the one on show") {
    std::vector<app::LessonFile> lessons(3);
    lessons[0].lesson.title = "Bounding boxes";
    lessons[1].lesson.title = "The crossing number";
    lessons[2].lesson.title = "Convex pieces";
    prefs::Settings saved;
    saved.lessonsDone = {1, 3};
    const std::vector<std::string> list = app::lessonList(lessons, saved, 2);
    CHECK(list == std::vector<std::string>{"  1 \u2713 Bounding boxes", "> 2   The crossing number", "  3 \u2713 Convex pieces"});
}
