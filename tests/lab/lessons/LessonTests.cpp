#include <doctest/doctest.h>

#include <string>

#include "lab/lessons/Lesson.h"

using lab::Want;

namespace {

const std::string kStep = "step\nsay Look at the boxes.\na polygon 0 0 50 0 0 50\nb point 80 80\ngoal Drag B.\nwant exact hit\n";

// The error parseLesson gives for text, as "line N: reason" or the reason.
std::string lessonRefusal(const std::string& text) {
    const auto lesson = lab::parseLesson(text);
    REQUIRE_FALSE(lesson.ok());
    return lesson.error().message();
}

}  // namespace

TEST_CASE("a lesson reads its title and each step's words, scene, picture, task and wants") {
    const auto lesson = lab::parseLesson("# comment\ntitle Boxes\n\n" + kStep + "picture boxes\nwant boxes miss\nwant crossings 3\n"
                                         "step\nsay Second.\npreset corner\ngoal Touch it.\nwant circle-edges wrong\n");
    REQUIRE(lesson.ok());
    CHECK(lesson->title == "Boxes");
    REQUIRE(lesson->steps.size() == 2);
    const lab::LessonStep& first = lesson->steps[0];
    CHECK(first.say == std::vector<std::string>{"Look at the boxes."});
    CHECK(first.goal == "Drag B.");
    CHECK(first.scene.picture == lab::Algorithm::Boxes);
    CHECK(first.scene.b == lab::pointShape({80, 80}));
    REQUIRE(first.wants.size() == 3);
    CHECK(first.wants[1] == Want{Want::Kind::Verdict, lab::Algorithm::Boxes, false, 0});
    CHECK(first.wants[2] == Want{Want::Kind::Crossings, lab::Algorithm::Boxes, true, 3});
    CHECK(lesson->steps[1].scene.a == lab::labScenes()[2].a);  // the corner preset
    CHECK(lesson->steps[1].wants[0] == Want{Want::Kind::Wrong, lab::Algorithm::CircleEdgeNormals, true, 0});
}

TEST_CASE("a bullet and a grid step read their travel and cell size") {
    const auto lesson = lab::parseLesson("title T\n" + kStep + "bullet 0 -110\ngrid 100\nwant swept hit\nwant grid apart\n");
    REQUIRE(lesson.ok());
    CHECK(*lesson->steps[0].bullet == geometry::Vec2{0, -110});
    CHECK(lesson->steps[0].gridCell == 100.0);
}

TEST_CASE("a lesson with no title, no step, or an empty file is refused naming what is missing") {
    CHECK(lessonRefusal("") == "no title (a line such as 'title The crossing number')");
    CHECK(lessonRefusal(kStep) == "no title (a line such as 'title The crossing number')");
    CHECK(lessonRefusal("title T\n").starts_with("no step"));
}

TEST_CASE("a step that lacks its words, scene, goal or want is refused at its step line") {
    CHECK(lessonRefusal("title T\nstep\na point 1 1\nb point 2 2\ngoal G\nwant exact hit\n") == "line 2: step has no say line (what the student reads)");
    CHECK(lessonRefusal("title T\nstep\nsay S\na point 1 1\ngoal G\nwant exact hit\n") == "line 2: step has no scene: give a preset, or both a and b");
    CHECK(lessonRefusal("title T\nstep\nsay S\npreset corner\nwant exact hit\n") == "line 2: step has no goal (the task, as the student reads it)");
    CHECK(lessonRefusal("title T\nstep\nsay S\npreset corner\ngoal G\n") == "line 2: step has no want (what the program checks)");
    CHECK(lessonRefusal("title T\n" + kStep + "want swept hit\n") == "line 2: step has no bullet, which want classic/swept needs");
    CHECK(lessonRefusal("title T\n" + kStep + "want grid shared\n") == "line 2: step has no grid, which want grid needs");
}

TEST_CASE("a bullet on shapes other than a point against a polygon is refused at its line") {
    CHECK(lessonRefusal("title T\nstep\nsay S\npreset corner\nbullet 1 1\ngoal G\nwant swept hit\n") ==
          "line 5: bullet needs b to be a point (the bullet) and a to be a polygon (what it may hit)");
}

TEST_CASE("unknown keywords, pictures, wants and presets are refused with the line and what is expected") {
    CHECK(lessonRefusal("title T\n" + kStep + "colour red\n").starts_with("line 8: unknown keyword 'colour'; expected title, step"));
    CHECK(lessonRefusal("title T\n" + kStep + "picture ray\n").starts_with("line 8: unknown picture 'ray'; expected one of boxes, even-odd"));
    CHECK(lessonRefusal("title T\n" + kStep + "want magic hit\n").starts_with("line 8: unknown want 'magic'"));
    CHECK(lessonRefusal("title T\n" + kStep + "want exact maybe\n") == "line 8: expected hit or miss, not 'maybe'");
    CHECK(lessonRefusal("title T\n" + kStep + "want crossings -1\n") == "line 8: crossings needs a whole number from 0 to 1000, not '-1'");
    CHECK(lessonRefusal("title T\nstep\nsay S\npreset nowhere\n").starts_with("line 4: unknown preset 'nowhere'"));
}

TEST_CASE("a part given twice, a preset with shapes, or words before the first step are refused") {
    CHECK(lessonRefusal("title T\ntitle U\n") == "line 2: title given twice (first on line 1)");
    CHECK(lessonRefusal("title T\n" + kStep + "goal Again.\n") == "line 8: goal given twice in this step (first on line 6)");
    CHECK(lessonRefusal("title T\n" + kStep + "preset corner\n") == "line 8: preset and a/b cannot both set the scene");
    CHECK(lessonRefusal("title T\nsay early\n") == "line 2: 'say' before the first step line");
    CHECK(lessonRefusal(kStep + "title late\n") == "line 7: title must come before the first step");
    CHECK(lessonRefusal("title T\nstep now\n") == "line 2: step takes nothing after it; its text goes on say lines");
}

TEST_CASE("text too long for a projector, too many lines and too many steps are refused") {
    CHECK(lessonRefusal("title " + std::string(67, 'x') + "\n") == "line 1: title is 67 characters; at most 66 fit on a projector");
    CHECK(lessonRefusal("title T\nstep\nsay 1\nsay 2\nsay 3\nsay 4\nsay 5\n") == "line 7: too many say lines; at most 4 fit beside the scene");
    CHECK(lessonRefusal("title T\n" + kStep + "want exact hit\nwant exact hit\nwant exact hit\nwant exact hit\n") ==
          "line 11: too many want lines; at most 4 in a step");
    std::string many = "title T\n";
    for (int i = 0; i < 9; ++i) many += kStep;
    CHECK(lessonRefusal(many) == "line 50: too many steps; at most 8 in a lesson");
}

TEST_CASE("bad numbers, a bad grid and control bytes are refused at their line") {
    CHECK(lessonRefusal("title T\n" + kStep + "bullet 1\n") == "line 8: bullet needs DX DY (its travel in the tick), got 1 numbers");
    CHECK(lessonRefusal("title T\n" + kStep + "grid 5\n") == "line 8: grid cell size must be from 20 to 400 lab pixels");
    CHECK(lessonRefusal("title T\nstep\nsay S\na polygon 0 0 1 1\n") == "line 4: polygon needs at least 3 vertices, got 2");
    CHECK(lessonRefusal("title T\x01\n") == "line 1: control character (byte 1) in the line; a lesson file is text");
    CHECK(lessonRefusal(std::string(lab::kMaxLessonFileBytes + 1, '#')) == "file is over 65536 bytes, larger than any lesson");
}

namespace {
const std::string kMoment = "step\nsay A game.\nreplay tunnel.replay\nticks 110-140\noverlay tunnels,rays\ngoal Find it.\n";
}  // namespace

TEST_CASE("a replay step reads its recording's name, its ticks, its overlays and the record's wants") {
    const auto lesson = lab::parseLesson("title T\n" + kMoment + "want tunnel yes\nwant swept-catch no\n");
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
    const lab::LessonStep& step = lesson->steps[0];
    REQUIRE(step.moment);
    CHECK(*step.moment == lab::RecordedStep{"tunnel.replay", 110, 140, "tunnels,rays", 4});
    CHECK(step.wants[0] == Want{Want::Kind::Tunnel, lab::Algorithm::Boxes, true, 0});
    CHECK(step.wants[1] == Want{Want::Kind::SweptCatch, lab::Algorithm::Boxes, false, 0});
    CHECK(step.scene.a == lab::labScenes().front().a);  // the lab's model, unseen, stays a valid one
}

TEST_CASE("a replay step's name must be a .replay file beside the lesson") {
    CHECK(lessonRefusal("title T\nstep\nsay S\nreplay ../tunnel.replay\n") == "line 4: replay needs the name of a .replay file in the lessons' folder (no folder part), not '../tunnel.replay'");
    CHECK(lessonRefusal("title T\nstep\nsay S\nreplay /tmp/x.replay\n").starts_with("line 4: replay needs the name of a .replay file"));
    CHECK(lessonRefusal("title T\nstep\nsay S\nreplay tunnel.txt\n").starts_with("line 4: replay needs the name of a .replay file"));
    CHECK(lessonRefusal("title T\n" + kMoment + "replay other.replay\nwant tunnel yes\n") == "line 8: replay given twice in this step (first on line 4)");
}

TEST_CASE("a replay step's ticks must be FROM-TO, in order and at most 600 of them") {
    const std::string head = "title T\nstep\nsay S\nreplay tunnel.replay\n";
    CHECK(lessonRefusal(head + "ticks 140-110\n") == "line 5: ticks needs FROM-TO, whole ticks with FROM <= TO and at most 600 of them, not '140-110'");
    CHECK(lessonRefusal(head + "ticks 0-600\n") == "line 5: ticks needs FROM-TO, whole ticks with FROM <= TO and at most 600 of them, not '0-600'");
    CHECK(lessonRefusal(head + "ticks 110\n").starts_with("line 5: ticks needs FROM-TO"));
    CHECK(lessonRefusal(head + "ticks 1x-5\n").starts_with("line 5: ticks needs FROM-TO"));
    CHECK(lessonRefusal(head + "goal G\nwant tunnel yes\n") == "line 2: step has no ticks (FROM-TO), which replay needs");
    CHECK(lessonRefusal("title T\nstep\nsay S\noverlay rays\n" + kStep.substr(kStep.find("a polygon"))) ==
          "line 4: ticks and overlay are for a replay step: give its replay");
}

TEST_CASE("a replay step takes no lab scene and no lab want; a record's want needs a replay") {
    CHECK(lessonRefusal("title T\n" + kMoment + "b point 1 1\nwant tunnel yes\n") ==
          "line 8: a replay step shows the recorded game: no preset, a, b, probe, picture, bullet or grid");
    CHECK(lessonRefusal("title T\n" + kMoment + "want exact hit\n") ==
          "line 2: a replay step checks the game's record: want tunnel or swept-catch, not the lab's wants");
    CHECK(lessonRefusal("title T\n" + kStep + "want tunnel yes\n") ==
          "line 2: step has no replay, which want tunnel/swept-catch needs (a recorded game's tick)");
    CHECK(lessonRefusal("title T\n" + kMoment + "want tunnel perhaps\n") == "line 8: expected yes or no, not 'perhaps'");
    CHECK(lessonRefusal("title T\n" + kMoment) == "line 2: step has no want (what the program checks)");
}
