#include <doctest/doctest.h>

#include <SDL_ttf.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/lessons/LessonFiles.h"
#include "app/lessons/RecordedStepView.h"
#include "lab/LabPresenter.h"
#include "lab/lessons/LessonRun.h"
#include "render/draw/TextFit.h"
#include "render/game/ScreenLayout.h"
#include "render/lessons/LessonPanel.h"
#include "support/LessonTries.h"
#include "support/TextScales.h"

// The lessons' replay steps laid out as the window lays them out (app::RecordedStepView's layout, render::momentLesson's
// panel), at every tick of their range, and every lesson walked to its end through the program's own checks, the done
// message read from the layout's record of what is drawn.
namespace {

using geometry::Vec2;

// Every shown line of a panel joined by spaces (a wrapped sentence reads whole again; continuations lose their indent).
std::string shownWords(const layout::PlacedPanel& panel) {
    std::string all;
    for (const layout::ShownLine& line : panel.lines) {
        std::string words = line.text;
        words.erase(0, words.find_first_not_of(' '));
        all += (all.empty() ? "" : " ") + words;
    }
    return all;
}

// The task's words, as shownWords reads them.
bool says(const layout::PlacedPanel& panel, const std::string& sentence) { return shownWords(panel).find(sentence) != std::string::npos; }

bool cut(const layout::PlacedPanel& panel) {
    return std::any_of(panel.lines.begin(), panel.lines.end(), [](const layout::ShownLine& l) { return l.text.starts_with("... "); });
}

// A replay step at the tick on show, laid out as the window does at `text`'s size (shrunk while a part has no room);
// the student's view of it in `view`.
render::ScreenLayout layoutMoment(render::Text& text, lab::LessonRun& run, app::RecordedStepView& moment, lab::LessonView& view) {
    (void)run.checkMoment(app::momentRecordOf(moment.report()));
    view = run.view();
    view.why = app::momentWords(moment.report());
    const render::ScreenLesson lesson = render::momentLesson(view, moment.longestWords(), moment.rangeSpots());
    return render::fitText(text, false, [&](const render::Text& t) { return moment.layout(t, &lesson); });
}

std::vector<app::LessonFile> installedLessons() {
    auto lessons = app::loadLessonFolder(POLYROIDS_BUILT_LESSONS_DIR "/");
    REQUIRE_MESSAGE(lessons.ok(), lessons.error().message());
    return std::move(lessons).value();
}

}  // namespace

TEST_CASE("every tick of a lesson's replay step shows its whole panel in one place at one text size, with done and the record's words on the tick it is done") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const std::vector<app::LessonFile> lessons = installedLessons();
    std::size_t stepsSeen = 0;
    for (const double scale : testing::kTextScales) {
        REQUIRE((*text)->setScale(scale));
        for (std::size_t l = 0; l < lessons.size(); ++l) {
            const lab::Lesson& lesson = lessons[l].lesson;
            for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
                if (!lesson.steps[s].moment) continue;
                ++stepsSeen;
                lab::LessonRun run(lesson, l + 1, lessons.size(), s);
                app::RecordedStepView moment(*lessons[l].recordings[s], *lesson.steps[s].moment);
                REQUIRE((*text)->fitTo(1.0));
                std::optional<layout::Rect> firstRoom;
                double firstFit = 0.0;
                bool doneSeen = false;
                for (;;) {
                    lab::LessonView view;
                    const bool wasDone = run.stepDone();
                    const render::ScreenLayout placed = layoutMoment(**text, run, moment, view);
                    const std::string where = view.heading + " at tick " + std::to_string(moment.tick()) + ", text scale " + std::to_string(scale);
                    for (const std::string& problem : layout::layoutProblems(placed.board)) FAIL_CHECK(where << ": " << problem);
                    for (const std::string& part : placed.leftOut) FAIL_CHECK(where << ": no room for the " << part);
                    REQUIRE_MESSAGE(placed.lesson, where << ": no lesson panel");
                    CHECK_MESSAGE(!cut(*placed.lesson), where << ": the panel was cut short: " << shownWords(*placed.lesson));
                    CHECK_MESSAGE(says(*placed.lesson, view.goal), where << ": the task is not shown: " << shownWords(*placed.lesson));
                    if (!firstRoom) {
                        firstRoom = placed.lesson->rect;
                        firstFit = (*text)->fit();
                    }
                    CHECK_MESSAGE((placed.lesson->rect.x == firstRoom->x && placed.lesson->rect.y == firstRoom->y), where << ": the panel moved");
                    CHECK_MESSAGE((*text)->fit() == firstFit, where << ": the text changed size");
                    if (view.done && !wasDone) {  // the tick where it is done: the status and the record's words show
                        doneSeen = true;
                        CHECK_MESSAGE(says(*placed.lesson, "done!"), where << ": " << shownWords(*placed.lesson));
                        REQUIRE_FALSE(view.why.empty());
                        for (const std::string& sentence : view.why) CHECK_MESSAGE(says(*placed.lesson, sentence), where << ": no '" << sentence << "'");
                        // F12's note comes in a panel of its own: the lesson's stays where it is.
                        view.note = "picture saved: /home/a-student/Pictures/polyroids/polyroids-20261127-212455.png";
                        const render::ScreenLesson noted = render::momentLesson(view, moment.longestWords(), moment.rangeSpots());
                        const render::ScreenLayout withNote = moment.layout(**text, &noted);
                        CHECK_MESSAGE(withNote.leftOut.empty(), where << ": no room with a note");
                        CHECK_MESSAGE(withNote.lessonNote.has_value(), where << ": no note");
                        CHECK_MESSAGE((withNote.lesson && withNote.lesson->rect.x == firstRoom->x && withNote.lesson->rect.y == firstRoom->y), where << ": the panel moved for a note");
                        CHECK(layout::layoutProblems(withNote.board).empty());
                    }
                    if (moment.tick() == lesson.steps[s].moment->to) break;
                    moment.travel(1);
                }
                CHECK_MESSAGE(doneSeen, lesson.title << " step " << s + 1 << " at text scale " << scale << " was never done");
            }
        }
    }
    CHECK(stepsSeen == 2 * std::size(testing::kTextScales));  // lesson 6's two recorded steps
}

namespace {

// The student's answers in the lesson file at `path` (testing::triesOf).
std::vector<std::vector<std::array<Vec2, 2>>> triesIn(const std::string& path) {
    std::ifstream file(path);
    REQUIRE_MESSAGE(file, path);
    std::stringstream text;
    text << file.rdbuf();
    return testing::triesOf(text.str());
}

// A lab step done by its drags, as the window's mouse drives the model; the panel as laid out after them.
std::optional<layout::PlacedPanel> doLabStep(render::Text& text, lab::LessonRun& run, const std::vector<std::array<Vec2, 2>>& drags, std::size_t count) {
    for (const auto& [from, to] : drags) {
        const lab::Grab grab = run.model().grabAt(from, 10.0);
        REQUIRE(grab.part != lab::Grab::Part::None);
        run.model().drag(grab, from, to);
        (void)run.check(lab::analyseScene(run.model()));
    }
    const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, count);
    return render::fitLessonLab(text, frame, run.view(), false).panel;
}

// A replay step done as the student does it, N until the program finds it done; the panel as laid out on that tick.
std::optional<layout::PlacedPanel> doMomentStep(render::Text& text, lab::LessonRun& run, const app::LessonFile& file) {
    app::RecordedStepView moment(*file.recordings[run.stepIndex()], *run.step().moment);
    lab::LessonView view;
    render::ScreenLayout placed = layoutMoment(text, run, moment, view);
    while (!run.stepDone() && moment.tick() < run.step().moment->to) {
        moment.travel(1);
        placed = layoutMoment(text, run, moment, view);
    }
    return placed.lesson;
}

}  // namespace

TEST_CASE("all seven lessons walked at 1920x1080 with --ui-scale 2 show done on screen at every step, the recorded steps' too") {
    // The lessons' canvas is 1280x720 at any window (SDL scales it): --ui-scale 2 is the text at scale 2 on it.
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}}, 2.0);
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const std::vector<app::LessonFile> lessons = installedLessons();
    REQUIRE(lessons.size() == 7);
    std::size_t stepsDone = 0;
    for (std::size_t l = 0; l < lessons.size(); ++l) {
        const auto tries = triesIn(lessons[l].path);
        lab::LessonRun run(lessons[l].lesson, l + 1, lessons.size());
        while (!run.finished()) {
            const std::size_t s = run.stepIndex();
            const std::string where = lessons[l].lesson.title + " step " + std::to_string(s + 1);
            REQUIRE((*text)->fitTo(1.0));
            const bool recorded = run.step().moment.has_value();
            REQUIRE_MESSAGE((recorded || s < tries.size()), where << ": no answer in the file");
            const std::optional<layout::PlacedPanel> panel = recorded ? doMomentStep(**text, run, lessons[l]) : doLabStep(**text, run, tries[s], lessons.size());
            CHECK_MESSAGE(run.stepDone(), where << ": the program did not find it done");
            REQUIRE_MESSAGE(panel, where << ": no lesson panel");
            CHECK_MESSAGE(says(*panel, "done! Return:"), where << " shows: " << shownWords(*panel));
            CHECK_MESSAGE(says(*panel, run.step().goal), where << " shows: " << shownWords(*panel));
            ++stepsDone;
            REQUIRE(run.next());
        }
    }
    CHECK(stepsDone == 16);  // lesson 6 has four steps, the others two
}

TEST_CASE("a lab step's panel and text size stay where they were chosen while the student drags to the answer and the task gets done") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const std::vector<app::LessonFile> lessons = installedLessons();
    std::size_t stepsDragged = 0;
    std::size_t moves = 0;
    for (const double scale : {1.0, 2.0}) {  // at 2 lessons 4 and 5 refitted while dragging (0.75 and 1 never did)
        REQUIRE((*text)->setScale(scale));
        for (std::size_t l = 0; l < lessons.size(); ++l) {
            const auto tries = triesIn(lessons[l].path);
            for (std::size_t s = 0; s < lessons[l].lesson.steps.size() && s < tries.size(); ++s) {
                if (lessons[l].lesson.steps[s].moment || tries[s].empty()) continue;
                lab::LessonRun run(lessons[l].lesson, l + 1, lessons.size(), s);
                render::LessonLabPlace kept;
                const auto layoutNow = [&] {
                    (void)run.check(lab::analyseScene(run.model()));
                    const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, lessons.size());
                    return render::keptLessonLab(**text, frame, run.view(), kept);
                };
                const render::LessonLabLayout first = layoutNow();
                REQUIRE(first.panel);
                const double firstFit = (*text)->fit();
                layout::Rect room = first.panel->rect;
                for (const auto& [from, to] : tries[s]) {
                    Vec2 at = from;
                    for (int k = 1; k <= 4; ++k) {  // the drag as the mouse moves: four steps of the way
                        const Vec2 next = from + (to - from) * (k / 4.0);
                        const lab::Grab grab = run.model().grabAt(at, 10.0);
                        REQUIRE(grab.part != lab::Grab::Part::None);
                        run.model().drag(grab, at, next);
                        at = next;
                        const render::LessonLabLayout now = layoutNow();
                        const std::string where = run.view().heading + " at text scale " + std::to_string(scale) + ", drag step " + std::to_string(k);
                        REQUIRE_MESSAGE(now.panel, where);
                        // It moves only off a shape dragged under it, and the text keeps its size.
                        if (now.panel->rect.x != room.x || now.panel->rect.y != room.y) {
                            ++moves;
                            const bool taken = std::any_of(now.lab.board.boxes.begin(), now.lab.board.boxes.end(), [&](const layout::Box& b) {
                                return b.name != "lesson" && layout::overlap(b.rect, room);
                            });
                            CHECK_MESSAGE(taken, where << ": the panel moved from a free place");
                            room = now.panel->rect;
                        }
                        CHECK_MESSAGE((*text)->fit() == firstFit, where << ": the text changed size");
                        for (const std::string& problem : layout::layoutProblems(now.lab.board)) FAIL_CHECK(where << ": " << problem);
                    }
                }
                CHECK_MESSAGE(run.stepDone(), run.view().heading);
                ++stepsDragged;
            }
        }
    }
    CHECK(stepsDragged == 2 * 14);
    MESSAGE("the panel moved off a shape " << moves << " times in " << stepsDragged << " steps dragged");
}
