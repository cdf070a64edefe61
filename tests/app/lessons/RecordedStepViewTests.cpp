#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "app/lessons/LessonFiles.h"
#include "app/lessons/RecordedStepView.h"

namespace {

// The ticks of a replay step's range where every want of the step holds on the simulation's record, travelling
// forward a tick at a time from where the step opens, as the student does with N.
std::vector<std::uint64_t> ticksDone(const lab::LessonStep& step, const replay::Replay& recording) {
    app::RecordedStepView moment(recording, *step.moment);
    REQUIRE(moment.tick() == step.moment->from);
    std::vector<std::uint64_t> done;
    for (;;) {
        const lab::MomentRecord record = app::momentRecordOf(moment.report());
        bool all = true;
        for (const lab::Want& want : step.wants) all = all && lab::momentWantHolds(want, record);
        if (all) done.push_back(moment.tick());
        if (moment.tick() == step.moment->to) return done;
        moment.travel(1);
    }
}

}  // namespace

TEST_CASE("the tunnelling lesson's recorded steps are done at one tick each, the same shot missed by the classic rule and hit by the swept one") {
    const auto lesson = app::loadLessonFile(POLYROIDS_BUILT_LESSONS_DIR "/6-tunnelling.lesson");
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
    std::vector<std::vector<std::uint64_t>> found;
    for (std::size_t s = 0; s < lesson->lesson.steps.size(); ++s) {
        if (!lesson->lesson.steps[s].moment) continue;
        REQUIRE(lesson->recordings[s]);
        found.push_back(ticksDone(lesson->lesson.steps[s], *lesson->recordings[s]));
    }
    REQUIRE(found.size() == 2);
    // Not where the step opens (the student has a tick to find), and once in its range: docs/tunnelling.md's first tunnel.
    CHECK(found[0] == std::vector<std::uint64_t>{126});
    CHECK(found[1] == found[0]);
}

TEST_CASE("a replay step travelled back a tick shows the same record as stepping onto that tick") {
    const auto lesson = app::loadLessonFile(POLYROIDS_BUILT_LESSONS_DIR "/6-tunnelling.lesson");
    REQUIRE(lesson.ok());
    const lab::RecordedStep& step = *lesson->lesson.steps[2].moment;
    app::RecordedStepView moment(*lesson->recordings[2], step);
    moment.travel(10);  // 116 + 10 = 126: the tunnel
    REQUIRE(moment.tick() == 126);
    const sim::StepReport onto = moment.report();
    CHECK(app::momentRecordOf(onto).tunnel);
    CHECK(app::momentWords(onto).front().starts_with("Bullet 16 passed through asteroid 17 unseen"));
    moment.travel(1);
    CHECK_FALSE(app::momentRecordOf(moment.report()).tunnel);
    moment.travel(-1);
    CHECK(moment.tick() == 126);
    CHECK(moment.report() == onto);
    moment.travel(-1000);  // kept within the step's ticks
    CHECK(moment.tick() == step.from);
    moment.travel(1000);
    CHECK(moment.tick() == step.to);
}

TEST_CASE("Space plays a replay step a tick every few frames, pauses on its last tick, and plays again from its first") {
    const auto lesson = app::loadLessonFile(POLYROIDS_BUILT_LESSONS_DIR "/6-tunnelling.lesson");
    REQUIRE(lesson.ok());
    const lab::RecordedStep& step = *lesson->lesson.steps[2].moment;
    app::RecordedStepView moment(*lesson->recordings[2], step);
    for (int i = 0; i < app::kMomentFramesPerTick; ++i) moment.frame();
    CHECK(moment.tick() == step.from);  // paused as it opens
    moment.togglePlay();
    for (int i = 0; i < app::kMomentFramesPerTick - 1; ++i) moment.frame();
    CHECK(moment.tick() == step.from);
    moment.frame();
    CHECK(moment.tick() == step.from + 1);
    for (std::uint64_t i = 0; i < (step.to - step.from) * app::kMomentFramesPerTick * 2; ++i) moment.frame();
    CHECK(moment.tick() == step.to);
    CHECK_FALSE(moment.playing());
    moment.togglePlay();
    CHECK((moment.playing() && moment.tick() == step.from));
}

TEST_CASE("a replay step whose recording is missing, too short or shown with an unknown overlay is refused at its replay line") {
    const std::string folder = std::filesystem::temp_directory_path() / ("polyroids-moments-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(POLYROIDS_BUILT_LESSONS_DIR "/tunnel.replay", folder + "/tunnel.replay");
    const auto refusal = [&](const std::string& lines) {
        const std::string path = folder + "/1-t.lesson";
        std::ofstream(path) << "title T\nstep\nsay S\n" << lines << "goal G\nwant tunnel yes\n";
        const auto loaded = app::loadLessonFile(path);
        REQUIRE_FALSE(loaded.ok());
        return loaded.error().message().substr(path.size());
    };
    CHECK(refusal("replay gone.replay\nticks 1-2\n").starts_with(":4: replay gone.replay: "));
    CHECK(refusal("replay tunnel.replay\nticks 700-720\n") == ":4: ticks end at 720, after the end of tunnel.replay (tick 716)");
    CHECK(refusal("replay tunnel.replay\nticks 1-2\noverlay rays,tunels\n").starts_with(":4: overlay: "));
    std::filesystem::remove_all(folder);
}
