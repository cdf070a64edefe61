// Covers every screen's text end to end: render/draw/Text's record of what LabView, LessonPanel, Menus and Scene drew.
// Every text the screens draw is readable: at least 4.5:1 (WCAG 2, level AA) against what is behind it, read from
// render::Text's own record of what it drew (each text's words, ink and the backing it lies on). A backing is taken
// over the lightest large area the field paints (an asteroid's fill), and a text on no backing against that area
// itself: the worst a text meets short of a thin line crossing it.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "lab/LabPresenter.h"
#include "lab/LabScenes.h"
#include "lab/lessons/Lesson.h"
#include "lab/lessons/LessonRun.h"
#include "render/ColourVision.h"
#include "render/draw/Palette.h"
#include "render/game/Menus.h"
#include "render/game/Scene.h"
#include "render/lab/LabView.h"
#include "render/lessons/LessonPanel.h"
#include "sim/Game.h"
#include "support/OffscreenCanvas.h"
#include "teach/OverlaySet.h"

namespace {

// A 1280x720 software canvas and the fonts, no display needed; the record of what is drawn kept from the start.
struct ContrastCanvas {
    ContrastCanvas() {
        REQUIRE(TTF_Init() == 0);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        auto opened = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(opened.ok(), opened.error().message());
        text = std::move(opened).value();
        text->keepRecord(true);
    }
    ~ContrastCanvas() {
        text.reset();  // its textures belong to the renderer, its fonts to SDL_ttf
        TTF_Quit();
    }
    testing::OffscreenCanvas drawn{1280, 720};
    SDL_Renderer* renderer = drawn.renderer();
    std::unique_ptr<render::Text> text;
};

// `top` (with its alpha) over the opaque `under`.
SDL_Color over(SDL_Color top, SDL_Color under) {
    const auto mix = [&](Uint8 t, Uint8 u) { return static_cast<Uint8>((t * top.a + u * (255 - top.a) + 127) / 255); };
    return {mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b), 255};
}

std::string named(SDL_Color c) {
    char s[32];
    std::snprintf(s, sizeof s, "(%d, %d, %d, %d)", c.r, c.g, c.b, c.a);
    return s;
}

// Checks every text in the record; returns how many there were.
std::size_t checkContrast(const render::Text& text) {
    for (const render::DrawnText& drawn : text.record()) {
        const SDL_Color behind = drawn.backing ? over(*drawn.backing, render::kAsteroidFill) : render::kAsteroidFill;
        const double ratio = testing::contrastRatio(over(drawn.ink, behind), behind);
        CHECK_MESSAGE(ratio >= 4.5, "\"", drawn.words, "\" in ", named(drawn.ink), " on ", named(behind), ": ", ratio, ":1");
    }
    return text.record().size();
}

}  // namespace

TEST_CASE("contrast: the arithmetic is WCAG 2's (white on black 21:1, #767676 on white just passes AA, #777777 not)") {
    CHECK(testing::contrastRatio({255, 255, 255, 255}, {0, 0, 0, 255}) == doctest::Approx(21.0));
    CHECK(testing::contrastRatio({0x76, 0x76, 0x76, 255}, {255, 255, 255, 255}) == doctest::Approx(4.54).epsilon(0.005));
    CHECK(testing::contrastRatio({0x77, 0x77, 0x77, 255}, {255, 255, 255, 255}) < 4.5);
}

TEST_CASE("contrast: every text of a paused game with the key help, the menu, the notice and every overlay's panels is 4.5:1 or more") {
    ContrastCanvas canvas;
    const sim::World world = sim::newGame(sim::Settings{});
    render::HudInfo hud;
    hud.framesPerSecond = 60.0;
    hud.paused = true;
    hud.showHelp = true;
    hud.banner = "REPLAY PAUSED 1x  TICK 300";
    hud.keyHelp = {"fly: W, Up thrust  A, Left turn left", "time: P pause  N step"};
    hud.notice = "picture saved: polyroids-1.png";
    teach::OverlayFrame teaching;
    REQUIRE(teach::parseOverlayList("all", teaching.on).ok());
    teaching.why = {"The ship was destroyed by asteroid 4: their pieces overlap by 2.5 units."};
    teaching.stats = {"tick 300   2 asteroids, 2 bullets, ship", "box tests        3   (all pairs 6)"};
    const render::MenuView menu{"PAUSED", {"Resume", "Restart", "Quit"}, 1, {"Up/Down choose  Enter select  Esc resume"}};
    render::Particles particles;
    render::WorldBatch batch;
    const render::SceneParts parts{*canvas.text, particles, hud, teaching, batch, &menu};
    const render::ScreenLayout placed = render::drawScene(canvas.renderer, {nullptr, world, 1.0}, {}, 1, parts);
    REQUIRE(placed.menu);
    render::drawMenu(canvas.renderer, *canvas.text, menu, *placed.menu);
    CHECK(checkContrast(*canvas.text) >= 10);
}

TEST_CASE("contrast: every text of the title, its high scores and lesson list, and a game over with initials is 4.5:1 or more") {
    ContrastCanvas canvas;
    sim::World world = sim::newGame(sim::Settings{});
    prefs::HighScoreTable table;
    table.entries.push_back({"ABC", 12345, 4, "2026-11-28"});
    render::HudInfo attract;
    attract.attract = true;
    for (const bool scores : {false, true}) {
        const render::TitleView view{scores, &table, "press any key / button", !scores, {"1 Boxes  done", "2 The crossing number"}};
        const render::ScreenLayout placed = render::layoutScreen(*canvas.text, {world, attract, teach::OverlayFrame{}, nullptr, &view});
        render::drawTitle(canvas.renderer, *canvas.text, view, placed.title, placed.titlePrompt);
    }
    world.phase = sim::Phase::GameOver;
    render::HudInfo over;
    over.gameOverLines = {{"NEW HIGH SCORE  12345  (place 1)", render::kHighlight}, {"your initials:  AB_", render::kHighlight, layout::Type::Heading},
                          {"type letters, Enter keeps them", render::kDimText}};
    for (render::PanelLine& line : render::highScoreLines(table, 0)) over.gameOverLines.push_back(line);
    const render::ScreenLayout placed = render::layoutScreen(*canvas.text, {world, over, teach::OverlayFrame{}});
    render::drawHud(canvas.renderer, *canvas.text, world, over, placed);
    CHECK(checkContrast(*canvas.text) >= 10);
}

TEST_CASE("contrast: every text of a lesson's lab step (its panel, the lab's verdicts, labels and footer) is 4.5:1 or more") {
    ContrastCanvas canvas;
    const base::Result<lab::Lesson> lesson = lab::parseLesson(
        "title The crossing number\nstep\nsay A ray goes right from the point B.\nsay Count where it crosses A's outline.\npicture even-odd\n"
        "a polygon 200 150  560 150  640 330  560 510  480 510  400 330  320 510  200 510\nb point 720 250\n"
        "goal Drag B so that its ray crosses A's outline three times.\nwant crossings 3\n");
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().message());
    const lab::LessonRun run(*lesson, 1, 1);
    const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, 1);
    REQUIRE(SDL_RenderSetLogicalSize(canvas.renderer, 1280, 720) == 0);
    render::LessonLabPlace place;
    (void)render::drawLessonLab(canvas.renderer, *canvas.text, frame, run.view(), place);
    CHECK(checkContrast(*canvas.text) >= 10);
}

TEST_CASE("contrast: every text of the lab on each preset (picked rows, rows marked wrong, captions, labels) is 4.5:1 or more") {
    ContrastCanvas canvas;
    REQUIRE(SDL_RenderSetLogicalSize(canvas.renderer, 1280, 720) == 0);
    for (std::size_t preset = 0; preset < lab::labScenes().size(); ++preset) {
        const lab::LabModel model(preset);
        (void)render::drawLab(canvas.renderer, *canvas.text, lab::presentLab(model, lab::analyseScene(model), {}), 1);
    }
    CHECK(checkContrast(*canvas.text) >= 100);
}
