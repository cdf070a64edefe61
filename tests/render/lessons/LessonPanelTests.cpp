#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <unistd.h>

#include "lab/LabPresenter.h"
#include "lab/lessons/Lesson.h"
#include "lab/lessons/LessonRun.h"
#include "render/draw/Text.h"
#include "render/lessons/LessonPanel.h"
#include "support/OffscreenCanvas.h"

// A lesson file may hold coordinates up to 1e60 (the geometry's range): its lab step is laid out and drawn by SDL's
// software renderer on the lab's canvas, no display needed.
TEST_CASE("a lesson step whose shape is 1e59 across lays out and draws in bounded time, its pixels held to ints") {
    ::alarm(30);  // before drawing was clipped its fill walked 2e59 rows; under UBSan its panel's box overflowed an int
    REQUIRE(TTF_Init() == 0);
    {
        const base::Result<lab::Lesson> lesson = lab::parseLesson(
            "title Huge\nstep\nsay A square wider than any window.\n"
            "a polygon -1e59 -1e59  1e59 -1e59  1e59 1e59  -1e59 1e59\nb polygon 300 300  340 300  340 340\n"
            "grid 40\ngoal Look.\nwant grid shared\n");
        REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
        const lab::LessonRun run(*lesson, 1, 1);
        const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, 1);
        const testing::OffscreenCanvas canvas(1280, 720);
        SDL_Renderer* renderer = canvas.renderer();
        REQUIRE(SDL_RenderSetLogicalSize(renderer, 1280, 720) == 0);
        auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(text.ok(), text.error().message());
        render::LessonLabPlace place;
        const render::LabScreenLayout laid = render::drawLessonLab(renderer, **text, frame, run.view(), place);
        CHECK_FALSE(laid.board.boxes.empty());
        text = base::failure("closed");  // the font goes before TTF_Quit
    }
    TTF_Quit();
    ::alarm(0);
}
