// Where render::layoutScreen puts a game screen's panels, read from its own rectangles (the font is real).
#include <doctest/doctest.h>

#include <SDL_ttf.h>

#include <algorithm>
#include <string>
#include <vector>

#include "render/game/ScreenLayout.h"
#include "render/overlays/Overlays.h"
#include "render/overlays/internal/OverlayLegend.h"
#include "sim/Game.h"

namespace {

struct Font {
    Font() {
        REQUIRE(TTF_Init() == 0);
        auto opened = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(opened.ok(), opened.error().message());
        text = std::move(opened).value();
    }
    ~Font() {
        text.reset();
        TTF_Quit();
    }
    std::unique_ptr<render::Text> text;
};

render::MenuView pauseMenu() { return {"PAUSED", {"Resume", "Restart", "Volume 80%", "Help (keys)", "Quit"}, 0, {"Up/Down choose  Enter select  Esc resume"}}; }

std::vector<std::string> keyHelp() { return std::vector<std::string>(24, "Left / Right     turn the ship"); }

}  // namespace

TEST_CASE("the pause menu goes beside the field, never over it, and beside the key help rather than cover it") {
    Font font;
    const sim::World world = sim::newGame(sim::Settings{});
    render::HudInfo hud;
    const teach::OverlayFrame none;
    const render::MenuView menu = pauseMenu();
    const render::ScreenLayout playing = render::layoutScreen(*font.text, {world, hud, none});
    CHECK(render::isWholeCanvas(playing.stage));  // nothing but the HUD: the field is the whole canvas, as it was
    const render::ScreenLayout alone = render::layoutScreen(*font.text, {world, hud, none, &menu});
    REQUIRE(alone.menu);
    CHECK_FALSE(render::isWholeCanvas(alone.stage));
    CHECK_FALSE(layout::overlap(alone.menu->rect, alone.stage.rect));
    CHECK(alone.stage.rect.w > 640);  // the field is still the larger part of the screen
    CHECK(layout::layoutProblems(alone.board).empty());
    hud.showHelp = true;
    hud.keyHelp = keyHelp();
    const render::ScreenLayout withHelp = render::layoutScreen(*font.text, {world, hud, none, &menu});
    REQUIRE(withHelp.menu);
    REQUIRE(withHelp.help);
    CHECK_FALSE(layout::overlap(withHelp.menu->rect, withHelp.help->rect));
    CHECK(layout::layoutProblems(withHelp.board).empty());
}

TEST_CASE("the why panel leaves the object it explains in view") {
    Font font;
    const sim::World world = sim::newGame(sim::Settings{});
    const render::HudInfo hud;
    teach::OverlayFrame frame;
    frame.why = {"Bullet 5 is inside asteroid 4: the ray along its own x axis crosses its outline once (edge 10); one is odd.", "  more words"};
    frame.picked = teach::PickedSpot{{120.0, 600.0}, 40.0};  // where the panel would rather be: bottom left
    const render::ScreenLayout placed = render::layoutScreen(*font.text, {world, hud, frame});
    REQUIRE(placed.why);
    CHECK_FALSE(layout::overlap(placed.why->rect, render::pickedSpotRect(placed.stage, *frame.picked)));
    frame.picked = teach::PickedSpot{{1000.0, 200.0}, 40.0};
    const render::ScreenLayout usual = render::layoutScreen(*font.text, {world, hud, frame});
    REQUIRE(usual.why);
    CHECK(usual.why->rect.x == 8);
    CHECK(usual.why->rect.y > 360);
}

TEST_CASE("at text scale 2 a long stats panel is wrapped to the screen, clear of the grid legend and shown whole, the text shrunk for it (it ran off the right edge over the legend, then was cut short)") {
    Font font;
    REQUIRE(font.text->setScale(2.0));
    const sim::World world = sim::newGame(sim::Settings{});
    const render::HudInfo hud;
    teach::OverlayFrame frame;
    frame.stats.assign(18, "grid: 0 bullet candidates; broad 0.0 us, narrow 0.0 us, brute force 91 pairs, 14 exact tests");
    frame.grid = teach::GridShown{};
    frame.grid->legend = "grid 5 x 3 cells of 256 x 240: 1 list an asteroid, at most 1; a bullet's cell lists 0.00, 0.00 pass its box";
    CHECK_FALSE(render::layoutScreen(*font.text, {world, hud, frame}).stats);  // no room at 2: whole or not at all
    const render::ScreenLayout placed = render::fitScreen(*font.text, {world, hud, frame}, false);
    CHECK(font.text->fit() < 1.0);
    REQUIRE(placed.stats);
    REQUIRE(placed.gridLegend);
    CHECK(placed.stats->rect.x + placed.stats->rect.w <= 1280 - 8);
    CHECK_FALSE(layout::overlap(placed.stats->rect, placed.gridLegend->rect));
    std::size_t given = 0;
    for (const layout::ShownLine& line : placed.stats->lines) {
        CHECK(line.text.find("more line") == std::string::npos);
        given = std::max(given, line.source + 1);
    }
    CHECK(given == 18);
    CHECK(layout::layoutProblems(placed.board).empty());
}

TEST_CASE("text too big for what the screen must show shrinks until it fits, and grows back once there is room") {
    Font font;
    REQUIRE(font.text->setScale(2.5));
    sim::World world = sim::newGame(sim::Settings{});
    world.phase = sim::Phase::GameOver;
    render::HudInfo hud;
    hud.showHelp = true;
    hud.keyHelp = keyHelp();
    for (int i = 0; i < 12; ++i) hud.gameOverLines.push_back({" 1. ABC   9999990  wave 99  2026-11-26"});
    const teach::OverlayFrame none;
    const render::MenuView menu = pauseMenu();
    const render::ScreenLayout crowded = render::fitScreen(*font.text, {world, hud, none, &menu}, false);
    CHECK(crowded.leftOut.empty());
    CHECK(crowded.menu);
    CHECK(crowded.gameOver);
    CHECK(font.text->fit() < 1.0);
    CHECK(font.text->scale() == 2.5);  // the scale asked for is kept
    CHECK(layout::layoutProblems(crowded.board).empty());
    const double shrunk = font.text->fit();
    world.phase = sim::Phase::Playing;
    const render::HudInfo playing;
    for (int frame = 0; frame < 20 && font.text->fit() < 1.0; ++frame) (void)render::fitScreen(*font.text, {world, playing, none}, true);
    CHECK(font.text->fit() > shrunk);
    CHECK(font.text->fit() == 1.0);
}

TEST_CASE("with overlays on, a legend gives each of their colours a meaning, and it is placed with the rest") {
    Font font;
    const sim::World world = sim::newGame(sim::Settings{});
    const render::HudInfo hud;
    teach::OverlayFrame frame;
    REQUIRE(teach::parseOverlayList("rays,sat", frame.on));
    const std::vector<render::LegendLine> legend = render::overlayLegend(frame.on);
    REQUIRE(legend.size() == 7);
    CHECK(legend[2].words.find("inside") != std::string::npos);
    const render::ScreenLayout placed = render::layoutScreen(*font.text, {world, hud, frame});
    REQUIRE(placed.overlayLegend);
    CHECK_FALSE(placed.shortLegend);
    for (const render::LegendLine& line : legend) {  // every line whole, each starting a shown line (wrapped or not)
        const bool shown = std::any_of(placed.overlayLegend->lines.begin(), placed.overlayLegend->lines.end(),
                                       [&](const layout::ShownLine& l) { return line.words.rfind(l.text, 0) == 0 && !l.text.empty(); });
        CHECK_MESSAGE(shown, line.words);
    }
    CHECK_FALSE(layout::overlap(placed.overlayLegend->rect, placed.stage.rect));
    CHECK(layout::layoutProblems(placed.board).empty());
    CHECK(render::overlayLegend(teach::OverlaySet{}).empty());
}

TEST_CASE("at 800x600 with every overlay on the legend stays whole beside a smaller field, and is never a cut-off list") {
    Font font;
    REQUIRE(font.text->setScale(1.5));
    sim::World world = sim::newGame(sim::Settings{});
    world.settings.fieldWidth = 800;
    world.settings.fieldHeight = 600;
    const render::HudInfo hud;
    teach::OverlayFrame frame;
    REQUIRE(teach::parseOverlayList("all", frame.on));
    frame.stats = std::vector<std::string>(6, "box tests 6   (all pairs 25)");
    render::ScreenLayout placed = render::fitScreen(*font.text, {world, hud, frame}, false);
    REQUIRE(placed.overlayLegend);
    CHECK_FALSE(layout::layoutProblems(placed.board).size() > 0);
    CHECK_FALSE(layout::overlap(placed.overlayLegend->rect, placed.stage.rect));
    // At text scale 2 with more beside it, none rather than a list cut short (it ended "... 11 more lines").
    REQUIRE(font.text->setScale(2.0));
    frame.stats = std::vector<std::string>(14, "box tests 6   (all pairs 25)");
    const render::ScreenLayout crowded = render::layoutScreen(*font.text, {world, hud, frame});
    if (crowded.overlayLegend) {
        for (const layout::ShownLine& line : crowded.overlayLegend->lines) CHECK(line.text.find("more line") == std::string::npos);
    }
    const std::vector<render::LegendLine> collapsed = render::overlayLegendShort(frame.on);
    CHECK(collapsed.size() < render::overlayLegend(frame.on).size() / 2 + 1);
    for (const layout::ShownLine& line : placed.overlayLegend->lines) CHECK(line.text.find("more line") == std::string::npos);
    CHECK(layout::layoutProblems(placed.board).empty());
    // With room, the whole legend.
    REQUIRE(font.text->setScale(1.0));
    world.settings.fieldWidth = 1280;
    world.settings.fieldHeight = 720;
    frame.stats.clear();
    const render::ScreenLayout roomy = render::layoutScreen(*font.text, {world, hud, frame});
    REQUIRE(roomy.overlayLegend);
    CHECK_FALSE(roomy.shortLegend);
    for (const render::LegendLine& line : render::overlayLegend(frame.on)) {  // every line whole, each starting a shown line
        const bool shown = std::any_of(roomy.overlayLegend->lines.begin(), roomy.overlayLegend->lines.end(),
                                       [&](const layout::ShownLine& l) { return !l.text.empty() && line.words.rfind(l.text, 0) == 0; });
        CHECK_MESSAGE(shown, line.words);
    }
}
