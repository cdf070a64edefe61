#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "lab/LabPresenter.h"
#include "lab/lessons/LessonCheck.h"
#include "lab/lessons/LessonRun.h"
#include "support/LessonTries.h"

using geometry::Vec2;

namespace {

// One step's own shapes, a want and the rest as the parser would leave them.
lab::LessonStep stepWith(lab::LabShape a, lab::LabShape b, lab::Want want) {
    lab::LessonStep step;
    step.say = {"s"};
    step.goal = "g";
    step.scene.a = std::move(a);
    step.scene.b = std::move(b);
    step.wants = {want};
    return step;
}

const lab::LabShape kWall = lab::polygonShape({{250, 300}, {550, 300}, {550, 312}, {250, 312}});

// A press at `from`, the mouse moved to `to`, let go: as the window's mouse drives the model.
void drag(lab::LabModel& model, Vec2 from, Vec2 to) {
    const lab::Grab grab = model.grabAt(from, 10.0);
    REQUIRE(grab.part != lab::Grab::Part::None);
    model.drag(grab, from, to);
}

}  // namespace

TEST_CASE("a shot through a thin rock is missed by the classic rule and hit by the swept one, at the first crossing") {
    lab::LessonStep step = stepWith(kWall, lab::pointShape({400, 250}), {lab::Want::Kind::Swept});
    step.bullet = Vec2{0, -110};
    const auto shot = lab::sweptShotOf(step, step.scene.a, step.scene.b);
    REQUIRE(shot);
    CHECK(shot->from == Vec2{400, 360});
    CHECK_FALSE(shot->classicHit);
    CHECK(shot->sweptHit);
    REQUIRE(shot->firstHit);
    CHECK(*shot->firstHit == Vec2{400, 312});
    const auto inside = lab::sweptShotOf(step, step.scene.a, lab::pointShape({400, 306}));
    CHECK((inside->classicHit && inside->sweptHit));
    const auto beside = lab::sweptShotOf(step, step.scene.a, lab::pointShape({650, 250}));
    CHECK((!beside->classicHit && !beside->sweptHit && !beside->firstHit));
}

TEST_CASE("the grid shares a cell only when both boxes cover one") {
    lab::LessonStep step = stepWith(lab::polygonShape({{220, 220}, {330, 200}, {360, 320}}), lab::pointShape({399, 250}), {});
    step.gridCell = 100;
    const auto near = lab::gridCellsOf(step, step.scene.a, step.scene.b);
    REQUIRE(near);
    CHECK((near->a.x0 == 2 && near->a.x1 == 3 && near->a.y0 == 2 && near->a.y1 == 3));
    CHECK(near->shared);
    CHECK_FALSE(lab::gridCellsOf(step, step.scene.a, lab::pointShape({400, 250}))->shared);
}

TEST_CASE("the ray-vertex want holds only when the ray's line passes exactly through a vertex right of the point") {
    const lab::LabShape a = lab::polygonShape({{200, 150}, {560, 150}, {640, 330}, {560, 510}, {200, 510}});
    const lab::Want want{lab::Want::Kind::RayVertex};
    for (const auto& [point, meets] : std::vector<std::pair<Vec2, bool>>{{{150, 330}, true}, {{150, 331}, false}, {{700, 330}, false}}) {
        const lab::LessonStep step = stepWith(a, lab::pointShape(point), want);
        CHECK(lab::wantHolds(want, step, a, step.scene.b, lab::analyse(a, step.scene.b, std::nullopt)) == meets);
    }
}

TEST_CASE("the radius want compares the bounding circles about the shapes' anchors") {
    const lab::LabShape a = lab::circleShape({100, 100}, 50);
    const lab::Want want{lab::Want::Kind::Radius};
    const lab::LabShape touching = lab::circleShape({200, 100}, 50);
    const lab::LabShape apart = lab::circleShape({201, 100}, 50);
    CHECK(lab::wantHolds(want, stepWith(a, touching, want), a, touching, lab::analyse(a, touching, std::nullopt)));
    CHECK_FALSE(lab::wantHolds(want, stepWith(a, apart, want), a, apart, lab::analyse(a, apart, std::nullopt)));
}

TEST_CASE("a lesson goes on only once the step's task is done, stays done going back, and finishes after the last step") {
    lab::LessonStep step = stepWith(kWall, lab::pointShape({650, 250}), {lab::Want::Kind::Classic, lab::Algorithm::Boxes, true});
    step.bullet = Vec2{0, -110};
    lab::LessonRun run({"Tunnels", {step, step}}, 1, 1);
    CHECK_FALSE(run.check(lab::analyseScene(run.model())));
    CHECK_FALSE(run.next());
    CHECK(run.stepIndex() == 0);
    drag(run.model(), {650, 250}, {400, 306});
    CHECK(run.check(lab::analyseScene(run.model())));
    CHECK_FALSE(run.check(lab::analyseScene(run.model())));  // once: done stays done
    CHECK(run.next());
    CHECK(run.stepIndex() == 1);
    CHECK(run.model().b() == lab::pointShape({650, 250}));  // the next step opens as its file sets it up
    run.back();
    CHECK((run.stepIndex() == 0 && run.stepDone()));
    CHECK(run.next());
    drag(run.model(), {650, 250}, {300, 305});
    CHECK(run.check(lab::analyseScene(run.model())));
    CHECK(run.view().status == "done! Return: finish the lesson");
    CHECK(run.next());
    CHECK(run.finished());
}

TEST_CASE("a teacher's skip counts the step done without its task and goes on, and past the last step the lesson is finished") {
    lab::LessonStep step = stepWith(kWall, lab::pointShape({650, 250}), {lab::Want::Kind::Classic, lab::Algorithm::Boxes, true});
    lab::LessonRun run({"Tunnels", {step, step}}, 1, 1);
    REQUIRE_FALSE(run.stepDone());
    run.skip();
    CHECK(run.stepIndex() == 1);
    run.back();
    CHECK(run.stepDone());  // skipped counts as done: Return goes on from it
    CHECK(run.next());
    run.skip();
    CHECK(run.finished());
}

TEST_CASE("a lesson opened at a later step has the steps before it done, and this one not") {
    lab::LessonStep step = stepWith(kWall, lab::pointShape({650, 250}), {lab::Want::Kind::Classic, lab::Algorithm::Boxes, true});
    lab::LessonRun run({"Tunnels", {step, step, step}}, 1, 1, 2);
    CHECK(run.stepIndex() == 2);
    CHECK_FALSE(run.stepDone());
    run.back();
    CHECK(run.stepDone());
}

TEST_CASE("a replay step is done only by a tick whose record holds every want, and the lab's shapes never do it") {
    lab::LessonStep step;
    step.say = {"s"};
    step.goal = "g";
    step.scene = lab::labScenes().front();
    step.moment = lab::RecordedStep{"tunnel.replay", 110, 140, "tunnels", 5};
    step.wants = {{lab::Want::Kind::Tunnel, lab::Algorithm::Boxes, true}, {lab::Want::Kind::SweptCatch, lab::Algorithm::Boxes, false}};
    CHECK(lab::momentWantHolds(step.wants[0], {.tunnel = true}));
    CHECK_FALSE(lab::momentWantHolds(step.wants[0], {.sweptCatch = true}));
    CHECK(lab::momentWantHolds(step.wants[1], {}));
    CHECK_FALSE(lab::momentWantHolds({lab::Want::Kind::Exact}, {.tunnel = true, .sweptCatch = true}));  // not a record's want
    lab::LessonRun run({"Tunnels", {step}}, 1, 1);
    CHECK_FALSE(run.check(lab::analyseScene(run.model())));
    CHECK_FALSE(run.checkMoment({.tunnel = false}));
    CHECK_FALSE(run.checkMoment({.tunnel = true, .sweptCatch = true}));  // the second want asks for no swept catch
    CHECK_FALSE(run.next());
    CHECK(run.checkMoment({.tunnel = true}));
    CHECK(run.stepDone());
    CHECK(run.next());
    CHECK(run.finished());
    // A lab step is not done by a record, whatever it holds.
    lab::LessonRun lab({"Lab", {stepWith(kWall, lab::pointShape({400, 306}), {lab::Want::Kind::Exact})}}, 1, 1);
    CHECK_FALSE(lab.checkMoment({.tunnel = true, .sweptCatch = true}));
}

TEST_CASE("every shipped lesson starts each step undone and is completed by the answers in its file") {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(POLYROIDS_LESSONS_DIR)) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() == 7);
    for (std::size_t n = 0; n < files.size(); ++n) {
        CAPTURE(files[n].filename().string());
        std::ifstream in(files[n]);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        auto lesson = lab::parseLesson(text);
        REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
        const auto tries = testing::triesOf(text);
        REQUIRE(tries.size() == lesson->steps.size());
        lab::LessonRun run(*lesson, n + 1, files.size());
        for (std::size_t s = 0; s < tries.size(); ++s) {
            CAPTURE(s + 1);
            CHECK_FALSE(run.check(lab::analyseScene(run.model())));
            if (lesson->steps[s].moment) {  // a recorded game's step: tests/app/lessons/RecordedStepViewTests.cpp finds its tick
                CHECK(tries[s].empty());
                CHECK(run.checkMoment({.tunnel = true, .sweptCatch = true}));
                CHECK(run.next());
                continue;
            }
            REQUIRE_FALSE(tries[s].empty());
            for (const auto& [from, to] : tries[s]) drag(run.model(), from, to);
            CHECK(run.check(lab::analyseScene(run.model())));
            CHECK(run.next());
        }
        CHECK(run.finished());
    }
}

TEST_CASE("in a lesson the verdict panel keeps the reasons of the rows the step is about and folds the others to their verdicts") {
    std::ifstream in(std::string(POLYROIDS_LESSONS_DIR) + "/5-shortcuts.lesson");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto lesson = lab::parseLesson(text);
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
    const lab::LessonRun run(*lesson, 5, 7);
    const lab::LessonStep& step = run.step();
    const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, 7);
    REQUIRE(frame.rows.size() == lab::kAlgorithmCount);
    std::size_t folded = 0;
    for (std::size_t i = 0; i < frame.rows.size(); ++i) {
        CAPTURE(frame.rows[i].name);
        const bool about = lab::algorithmAt(i) == step.scene.picture || i == frame.selectedRow;
        if (about) CHECK_FALSE(frame.rows[i].folded);
        if (about) CHECK_FALSE(frame.rows[i].hidden);
        if (frame.rows[i].folded || frame.rows[i].hidden) ++folded;
        if (frame.rows[i].folded) CHECK_FALSE(frame.rows[i].verdict.wrong);
    }
    CHECK(folded >= lab::kAlgorithmCount - 3);  // the step is about one or two of them
    // The lab on its own folds nothing.
    const lab::LabFrame plain = lab::presentLab(run.model(), lab::analyseScene(run.model()), {});
    CHECK(std::none_of(plain.rows.begin(), plain.rows.end(), [](const lab::LabRow& r) { return r.folded || r.hidden; }));
}

TEST_CASE(
    "lesson 1's verdict panel shows the boxes' row alone: no method a later lesson teaches is named, nor how the exact answer was found") {
    std::ifstream in(std::string(POLYROIDS_LESSONS_DIR) + "/1-boxes.lesson");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto lesson = lab::parseLesson(text);
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
    for (std::size_t step = 0; step < lesson->steps.size(); ++step) {
        const lab::LessonRun run(*lesson, 1, 7, step);
        const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, 7);
        REQUIRE(frame.rows.size() == lab::kAlgorithmCount);
        for (std::size_t i = 0; i < frame.rows.size(); ++i) {
            CAPTURE(frame.rows[i].name);
            CHECK(frame.rows[i].hidden == (lab::algorithmAt(i) != lab::Algorithm::Boxes));
        }
        CHECK(frame.exactMethod.empty());  // the lab says "convex pieces + SAT"
    }
}
