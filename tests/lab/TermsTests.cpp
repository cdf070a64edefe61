// Covers many sources: the words of lab/lessons/LessonRun (the lesson panel and the verdict panel as a lesson shows
// it), lab/LabPresenter and lab/LabScenes (the presets' captions), read in the order a student meets them, for terms
// used before they are explained (tests/support/Terms.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "lab/LabSceneFile.h"
#include "lab/LabScenes.h"
#include "lab/lessons/LessonRun.h"
#include "support/Terms.h"

namespace {

void add(std::string& screen, const std::string& words) {
    if (!words.empty()) screen.append(screen.empty() ? "" : "\n").append(words);
}

// The words of a lab frame a student reads: the title and lesson above the scene, the captions, the picture's axis
// words, the exact answer and every row shown (a folded row by its name and verdict only).
void addFrame(std::string& screen, const lab::LabFrame& f) {
    add(screen, f.heading);
    for (const std::string& line : f.lesson) add(screen, line);
    for (const auto& [caption, ink] : f.captions) add(screen, caption);
    for (const lab::AxisLayer& axis : f.axes) {
        add(screen, axis.caption);
        add(screen, axis.amountWords);
        add(screen, axis.tag);
    }
    add(screen, f.meetingsCaption);
    add(screen, f.presetLine);
    add(screen, f.exact.verdict.word);
    add(screen, f.exactMethod);
    add(screen, f.exact.verdict.reason);
    for (const lab::LabRow& row : f.rows) {
        if (row.hidden) continue;
        add(screen, row.name + " " + row.verdict.word);
        if (!row.folded) add(screen, row.verdict.reason);
    }
}

// Every lesson in the course's order, parsed.
std::vector<lab::Lesson> course() {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::directory_iterator(POLYROIDS_LESSONS_DIR)) {
        if (entry.path().extension() == ".lesson") paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
    std::vector<lab::Lesson> lessons;
    for (const std::filesystem::path& path : paths) {
        std::ifstream in(path);
        std::stringstream text;
        text << in.rdbuf();
        auto lesson = lab::parseLesson(text.str());
        REQUIRE_MESSAGE(lesson.ok(), path.string() << ": " << lesson.error().message());
        lessons.push_back(std::move(lesson).value());
    }
    return lessons;
}

// Each step of the course as it opens, a screen a text: the lesson panel's words, then the lab's.
std::vector<std::string> courseScreens(const std::vector<lab::Lesson>& lessons) {
    std::vector<std::string> screens;
    for (std::size_t l = 0; l < lessons.size(); ++l) {
        for (std::size_t s = 0; s < lessons[l].steps.size(); ++s) {
            const lab::LessonRun run(lessons[l], l + 1, lessons.size(), s);
            const lab::LessonView view = run.view();
            std::string screen;
            add(screen, view.heading);
            std::string say;  // the file's lines are one paragraph, which the panel wraps to its width
            for (const std::string& line : view.say) say.append(say.empty() ? "" : " ").append(line);
            add(screen, say);
            add(screen, view.goal);
            add(screen, view.status);
            if (!run.step().moment) addFrame(screen, lab::lessonFrame(run, lab::analyseScene(run.model()), {}, lessons.size()));
            screens.push_back(screen);
        }
    }
    return screens;
}

}  // namespace

TEST_CASE("the lessons use no term (SAT, MTV, AABB, Egret, shmup, winding) on a step before a step, or that step, explains it") {
    const std::vector<lab::Lesson> lessons = course();
    REQUIRE(lessons.size() == 7);
    const std::vector<std::string> screens = courseScreens(lessons);
    for (const std::string& problem : testing::unexplainedTerms(screens)) FAIL_CHECK(problem);
    // The first two lessons, where the audit found SAT in the verdict panel's rows, name no SAT at all.
    const std::size_t firstTwo = lessons[0].steps.size() + lessons[1].steps.size();
    for (std::size_t i = 0; i < firstTwo; ++i) CHECK_MESSAGE(!testing::usesWord(screens[i], "SAT"), screens[i]);
}

TEST_CASE("the lab's presets, in their keys' order, use no term before a preset's own words explain it") {
    std::vector<std::string> screens;
    for (std::size_t i = 0; i < lab::labScenes().size(); ++i) {
        const lab::LabModel model(i);
        const lab::LabFrame frame = lab::presentLab(model, lab::analyseScene(model), {});
        std::string screen;
        add(screen, frame.heading);
        for (const std::string& line : frame.lesson) add(screen, line);
        for (const auto& [caption, ink] : frame.captions) add(screen, caption);
        screens.push_back(screen);
    }
    for (const std::string& problem : testing::unexplainedTerms(screens)) FAIL_CHECK(problem);
}

TEST_CASE("each example scene file (assets/scenes), read on its own, uses no term its name and captions do not explain") {
    std::size_t read = 0;
    for (const auto& entry : std::filesystem::directory_iterator(POLYROIDS_LESSONS_DIR "/../scenes")) {
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        const auto scene = lab::parseSceneFile(text.str());
        REQUIRE_MESSAGE(scene.ok(), entry.path().string() << ": " << scene.error().message());
        std::string words = scene->name;
        for (const std::string& line : scene->caption) words += "\n" + line;
        const std::vector<std::string> screen{words};
        for (const std::string& problem : testing::unexplainedTerms(screen))
            FAIL_CHECK(entry.path().filename().string() << ": " << problem);
        ++read;
    }
    CHECK(read >= 2);
}

TEST_CASE("the terms check finds a term used before its explanation and passes one explained where it first appears") {
    const std::vector<std::string> late{"SAT, whole shapes: HIT", "SAT, the separating axis test, looks for a gap"};
    CHECK(testing::unexplainedTerms(late).size() == 1);
    const std::vector<std::string> inPlace{"SAT (separating axis test): HIT", "SAT says MISS"};
    CHECK(testing::unexplainedTerms(inPlace).empty());
    CHECK_FALSE(testing::usesWord("SATURN", "SAT"));
}
