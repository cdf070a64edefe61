// Covers many sources end to end, in process: render/game/ScreenLayout, LabScreenLayout, LabCanvas, LessonPanel and
// LabPictureLabels as app/ (Teaching, PauseMenu, GameOver, LessonFiles) and lab/ (LabPresenter, LessonRun) feed them.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/game/GameOver.h"
#include "app/game/PauseMenu.h"
#include "app/lessons/LessonFiles.h"
#include "app/teaching/Teaching.h"
#include "lab/LabPresenter.h"
#include "lab/LabScenes.h"
#include "lab/lessons/LessonRun.h"
#include "layout/Labels.h"
#include "prefs/KeyTable.h"
#include "render/game/Scene.h"
#include "render/game/ScreenLayout.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/LabPictureLabels.h"
#include "render/lab/LabScreenLayout.h"
#include "render/lessons/LessonPanel.h"
#include "replay/Files.h"
#include "replay/Player.h"
#include "sim/Game.h"
#include "support/TextScales.h"

// The layout test: every game screen (title and attract, play with every overlay on and its insets, the why panel,
// the pause menu, the key help, game over with initials entry) laid out at text scales 0.75 to 2.5 and at window sizes
// 800x600 to 3840x2160, in process: no two text or picture boxes overlap and none leaves the screen, read from the
// layout's own rectangles (render::layoutScreen), the ones the frame is drawn from. The overlays' content is real: the
// teaching pieces fed the steps of recorded games, as the window feeds them.
namespace {

constexpr SDL_Point kWindows[] = {{800, 600}, {1024, 768}, {1920, 1080}, {3840, 2160}};
// A recorded game's field is the UI canvas: the smallest and the largest window size as fields (the time a layout
// takes under the sanitizers pays for no more).
constexpr SDL_Point kFields[] = {{800, 600}, {3840, 2160}};

// What one recorded tick shows with every overlay on: its world and its overlay frame (the why panel about `pick`).
struct Shown {
    sim::World world;
    teach::OverlayFrame frame;
};

// Plays `path` to `tick` recording decisions, every overlay on, and what the window would show there, paused.
Shown showTick(const std::string& path, std::uint64_t tick, std::optional<teach::Picked> pick, bool closeUps = true) {
    base::Result<replay::Replay> loaded = replay::loadReplay(path);
    REQUIRE_MESSAGE(loaded, (loaded ? "" : loaded.error().message()));
    replay::Player player(std::move(loaded).value());
    sim::World world = player.start();
    app::Teaching teaching;
    REQUIRE(teach::parseOverlayList("all", teaching.overlays));
    while (world.tick + 1 < tick) player.step(world);
    sim::StepContext stepping;
    stepping.recordDecisions = true;
    player.afterStep(world);
    const sim::TickInput input = player.inputFor(world);
    sim::step(world, input, stepping);
    teaching.noteStep(stepping.report, true);
    if (pick) teaching.picked = *pick;
    teaching.closeUps = closeUps;
    teaching.update(world, stepping.report, true);
    teaching.measure(world);
    return {world, teaching.shown(world, stepping.report)};
}

prefs::HighScoreTable fullTable() {
    prefs::HighScoreTable table;
    for (int i = 0; i < 10; ++i) table.entries.push_back({"ABC", 9'999'990 - i * 1000, 99, "2026-11-26"});
    return table;
}

// One screen to lay out: the world under it, the HUD's words, the overlays, a menu or title.
struct Screen {
    std::string name;
    sim::World world;
    render::HudInfo hud;
    teach::OverlayFrame frame;
    std::optional<render::MenuView> menu;
    std::optional<render::TitleView> title;
    std::vector<std::string> mustShow;  // the parts that must find a place at every size and scale
};

std::vector<Screen> everyScreen(const prefs::HighScoreTable& table) {
    const std::string replays = POLYROIDS_SOURCE_ROOT "/tests/replays/";
    std::vector<Screen> screens;
    render::HudInfo play;
    play.framesPerSecond = 60.0;
    play.banner = "REPLAY 1/16x";
    play.keyHelp = prefs::helpLines(prefs::Settings{}, prefs::kPlaying, render::kKeyHelpColumns);
    play.muted = true;

    Shown death = showTick(replays + "death-respawn.replay", 501, teach::Picked{.kind = teach::Picked::Kind::Ship});
    screens.push_back({"play, every overlay, the why panel on the ship's death", death.world, play, death.frame, {}, {}, {"why", "stats"}});
    Shown tunnel = showTick(POLYROIDS_SOURCE_ROOT "/docs/recordings/tunnel.replay", 656, std::nullopt);
    screens.push_back({"play, every overlay, a tunnel", tunnel.world, play, tunnel.frame, {}, {}, {"stats"}});

    render::HudInfo paused = play;
    paused.paused = true;
    paused.banner = "PAUSED";
    paused.showHelp = true;
    screens.push_back({"pause menu over the key help", death.world, paused, death.frame, app::PauseMenu{}.view(0.8, false), {}, {"menu", "key help"}});
    screens.push_back({"key help", death.world, paused, teach::OverlayFrame{}, {}, {}, {"key help"}});
    // The pause menu's "lessons": the list the title shows (app::lessonList of the built lessons), two of them done.
    const auto installed = app::loadLessonFolder(POLYROIDS_BUILT_LESSONS_DIR "/");
    REQUIRE_MESSAGE(installed, (installed ? "" : installed.error().message()));
    prefs::Settings saved;
    saved.lessonsDone = {1, 2};
    app::PauseMenu lessonMenu;
    lessonMenu.open(true, "quit to title", saved.lessonsDone.size(), app::lessonList(*installed, saved));
    for (int i = 0; i < 5; ++i) lessonMenu.press(app::MenuKey::Down);
    lessonMenu.press(app::MenuKey::Select);
    REQUIRE(lessonMenu.choosingLesson());
    render::HudInfo menuOnly = paused;
    menuOnly.showHelp = false;
    screens.push_back(
        {"pause menu's lesson list over every overlay", death.world, menuOnly, death.frame, lessonMenu.view(0.8, false), {}, {"menu"}});

    sim::World over = death.world;
    over.score = 9'999'999;
    const sim::Phase before = over.phase;
    over.phase = sim::Phase::GameOver;
    over.lives = 0;
    app::GameOver gameOver(false);
    gameOver.afterStep(before, over, sim::TickInput{}, table, false);
    render::HudInfo ended = play;
    ended.gameOverLines = gameOver.lines(over, table);
    ended.showHelp = true;
    screens.push_back({"game over with initials entry", over, ended, teach::OverlayFrame{}, app::PauseMenu{}.view(0.8, false), {}, {"game over", "menu", "key help"}});

    render::HudInfo attract;
    attract.attract = true;
    attract.banner = "DEMO";
    attract.framesPerSecond = 60.0;
    screens.push_back({"title over the attract mode", death.world, attract, {}, {}, render::TitleView{false, &table, "press any key / button", false, {}}, {"title", "title prompt"}});
    screens.push_back({"high scores over the attract mode", death.world, attract, {}, {}, render::TitleView{true, &table, "press any key / button", false, {}}, {"high scores", "title prompt"}});
    const std::vector<std::string> lessons{"  1 \u2713 Bounding boxes as a filter", "  2 \u2713 The crossing number", "  3   Convex pieces and SAT",
                                           "  4   Circle against polygon", "  5   Shortcuts: the radius and polar methods",
                                           "  6   Tunnelling and the swept rule", "  7   The broad phase: a grid"};
    screens.push_back({"lesson list over the attract mode", death.world, attract, {}, {}, render::TitleView{false, &table, "press any key / button", true, lessons}, {"lesson list", "title prompt"}});
    return screens;
}

// Every panel of the screen that is placed, by name.
std::vector<std::pair<std::string, const layout::PlacedPanel*>> panelsOf(const render::ScreenLayout& s) {
    std::vector<std::pair<std::string, const layout::PlacedPanel*>> out;
    const std::pair<const char*, const std::optional<layout::PlacedPanel>*> all[] = {
        {"title", &s.title}, {"title prompt", &s.titlePrompt}, {"game over", &s.gameOver}, {"wave cleared", &s.waveCleared},
        {"menu", &s.menu}, {"key help", &s.help}, {"notice", &s.notice}, {"lesson", &s.lesson}, {"lesson note", &s.lessonNote}, {"field notice", &s.fieldNotice},
        {"rules notices", &s.rulesNotices}, {"why", &s.why}, {"stats", &s.stats}, {"grid legend", &s.gridLegend}, {"overlay legend", &s.overlayLegend}};
    for (const auto& [name, panel] : all) {
        if (*panel) out.emplace_back(name, &**panel);
    }
    return out;
}

// How many of its given lines a panel shows (in any of its columns), and whether a line says some were left out.
std::size_t givenLinesShown(const layout::PlacedPanel& panel) {
    std::size_t shown = 0;
    const auto count = [&](const std::vector<layout::ShownLine>& lines) {
        for (const layout::ShownLine& line : lines) {
            if (line.text.starts_with("... ")) return;  // a cut panel's last line: it stands for what is not shown
            shown = std::max(shown, line.source + 1);
        }
    };
    count(panel.lines);
    for (const layout::PanelColumn& column : panel.moreColumns) count(column.lines);
    return shown;
}

bool saysCut(const layout::PlacedPanel& panel) {
    const auto cut = [](const std::vector<layout::ShownLine>& lines) {
        return std::any_of(lines.begin(), lines.end(), [](const layout::ShownLine& l) {
            return l.text.find(" more line") != std::string::npos || l.text.find("...") != std::string::npos;
        });
    };
    return cut(panel.lines) || std::any_of(panel.moreColumns.begin(), panel.moreColumns.end(), [&](const layout::PanelColumn& c) { return cut(c.lines); });
}

bool placed(const layout::Board& board, const std::string& name) {
    for (const layout::Box& b : board.boxes) {
        if (b.name == name) return true;
    }
    return false;
}

// A ray as drawn on the UI canvas and the outline it tested, edge by edge (a line a pixel wide: a label may touch it).
std::vector<layout::Stroke> rayLines(const render::Stage& stage, const teach::RayShown& ray) {
    const auto ui = [&](geometry::Vec2 local) {
        const geometry::Vec2 p = render::fieldToUi(stage, geometry::apply(ray.frame, local));
        return layout::Point{p.x, p.y};
    };
    std::vector<layout::Stroke> lines{{ui(ray.local), ui(teach::rayEnd(ray)), 0}};
    const std::span<const geometry::Vec2> outline = ray.target.outline();
    for (std::size_t i = 0; i < outline.size(); ++i) lines.push_back({ui(outline[i]), ui(outline[(i + 1) % outline.size()]), 0});
    return lines;
}

// Lays out `screen` on a canvas of `canvas` at the text's scale; fails naming the screen, size, scale and every problem.
void checkScreen(render::Text& text, Screen screen, SDL_Point canvas) {
    screen.world.settings.fieldWidth = canvas.x;
    screen.world.settings.fieldHeight = canvas.y;
    REQUIRE(text.fitTo(1.0));
    const render::ScreenContent content{screen.world, screen.hud, screen.frame, screen.menu ? &*screen.menu : nullptr,
                                        screen.title ? &*screen.title : nullptr};
    const render::ScreenLayout layout = render::fitScreen(text, content, false);
    const std::string where = screen.name + " on a " + std::to_string(canvas.x) + "x" + std::to_string(canvas.y) + " canvas at text scale " +
                              std::to_string(text.scale());
    for (const std::string& problem : layout::layoutProblems(layout.board)) FAIL_CHECK(where << ": " << problem);
    // Words that explain the field, or must not hide it, lie beside it (the stage on the board: layoutProblems finds any
    // text or inset over it); the stage keeps at least a third of the canvas.
    if (render::wordsBesideField(content)) {
        CHECK_MESSAGE(placed(layout.board, "stage"), where << ": the words lie over the field");
        CHECK_MESSAGE(layout.stage.rect.w * 3 >= canvas.x, where << ": the field is under a third of the canvas");
    }
    for (const std::string& part : screen.mustShow) CHECK_MESSAGE(placed(layout.board, part), where << ": no room for the " << part);
    for (const std::string& part : layout.leftOut) FAIL_CHECK(where << ": no room for the " << part << " even with the text at " << text.fit() << "x");
    CHECK(text.scale() * text.fit() >= render::Text::kMinScale - 1e-9);
    CHECK_MESSAGE(placed(layout.board, "score"), where << ": no score");
    for (const auto& [name, panel] : panelsOf(layout)) CHECK_MESSAGE(!saysCut(*panel), where << ": the " << name << " is cut short");
    if (layout.help) CHECK_MESSAGE(givenLinesShown(*layout.help) == 1 + screen.hud.keyHelp.size(), where << ": the key help is cut short");
    // A label of the picture is moved to room, never dropped: each ray on the stage has its verdict and its numbers.
    for (std::size_t i = 0; i < screen.frame.rays.size() && i < layout.rayLabels.size(); ++i) {
        const teach::RayShown& ray = screen.frame.rays[i];
        if (!render::onStage(layout.stage, render::fieldToUi(layout.stage, ray.point))) continue;
        CHECK_MESSAGE(layout.rayLabels[i], where << ": ray " << i << "'s label '" << ray.label << "' found no room");
        for (const layout::Stroke& line : rayLines(layout.stage, ray)) {
            const auto on = [&](const std::optional<layout::Rect>& label) { return label && layout::crosses(*label, line); };
            CHECK_MESSAGE(!on(layout.rayLabels[i]), where << ": ray " << i << "'s label lies on the ray or the outline it tested");
            for (const std::optional<layout::Rect>& number : layout.crossingNumbers[i])
                CHECK_MESSAGE(!on(number), where << ": a crossing number of ray " << i << " lies on the ray or the outline it tested");
        }
        for (std::size_t n = 0; n < ray.crossed.size() && n < layout.crossingNumbers[i].size(); ++n) {
            const geometry::Vec2 at = render::fieldToUi(layout.stage, geometry::apply(ray.frame, ray.crossed[n].point));
            if (render::onStage(layout.stage, at))
                CHECK_MESSAGE(layout.crossingNumbers[i][n], where << ": ray " << i << "'s crossing " << n + 1 << " has no number");
        }
    }
}

}  // namespace

TEST_CASE("every game screen's text and insets overlap nothing and stay on screen at 800x600 to 3840x2160 and text scales 0.75 to 2.5") {
    const auto start = std::chrono::steady_clock::now();
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const prefs::HighScoreTable table = fullTable();
    const std::vector<Screen> screens = everyScreen(table);
    CHECK(screens[0].frame.satInset);  // the overlays' parts really are in the layout
    CHECK(!screens[0].frame.why.empty());
    CHECK(screens[1].frame.tunnelInset);
    CHECK(screens[0].frame.rays.size() + screens[1].frame.rays.size() > 0);  // labels of the picture to place
    std::vector<double> scales(std::begin(testing::kTextScales), std::end(testing::kTextScales));
    for (const SDL_Point window : kWindows) {  // the scale a window picks itself, when it is not one of those
        const double own = render::uiScaleFor(window.x, window.y, 1280, 720, 2.0);
        if (std::find(scales.begin(), scales.end(), own) == scales.end()) scales.push_back(own);
    }
    for (const double scale : scales) {
        REQUIRE((*text)->setScale(scale));
        for (const Screen& screen : screens) {
            checkScreen(**text, screen, {1280, 720});  // the UI canvas of every window: SDL scales it to the window
            for (const SDL_Point field : kFields) checkScreen(**text, screen, field);
        }
    }
    MESSAGE("laid out " << scales.size() * screens.size() * (1 + std::size(kFields)) << " screens in "
                        << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() << " s");
}

TEST_CASE("a message coming (where F12's picture went) moves neither the stage nor any panel beside it") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const prefs::HighScoreTable table = fullTable();
    for (const double scale : {1.0, 2.0}) {
        REQUIRE((*text)->setScale(scale));
        for (Screen screen : everyScreen(table)) {
            if (screen.name.find("over the attract mode") != std::string::npos) continue;  // the title's demo: no stage, no notice
            REQUIRE((*text)->fitTo(1.0));
            const auto layoutWith = [&](const std::string& notice) {
                screen.hud.notice = notice;
                const render::ScreenContent content{screen.world, screen.hud, screen.frame, screen.menu ? &*screen.menu : nullptr, nullptr};
                return render::fitScreen(**text, content, false);
            };
            const render::ScreenLayout quiet = layoutWith("");
            const render::ScreenLayout noted = layoutWith("picture saved: /home/teacher/Pictures/polyroids/polyroids-20261129-101500.png");
            CAPTURE(screen.name);
            CAPTURE(scale);
            CHECK(noted.notice);
            CHECK(noted.stage.rect.x == quiet.stage.rect.x);
            CHECK(noted.stage.rect.w == quiet.stage.rect.w);
            CHECK(noted.stage.rect.y == quiet.stage.rect.y);
            // What was there before the message is there still, in the same order and places.
            const auto withoutNotice = [](const layout::Board& board) {
                std::vector<layout::Box> boxes = board.boxes;
                std::erase_if(boxes, [](const layout::Box& b) { return b.name == "notice"; });
                return boxes;
            };
            const std::vector<layout::Box> before = withoutNotice(quiet.board), after = withoutNotice(noted.board);
            REQUIRE(after.size() == before.size());
            for (std::size_t i = 0; i < before.size(); ++i) {
                const layout::Box& was = before[i];
                const layout::Box& now = after[i];
                CHECK_MESSAGE((now.name == was.name && now.rect.x == was.rect.x && now.rect.y == was.rect.y && now.rect.w == was.rect.w &&
                               now.rect.h == was.rect.h),
                              was.name << " moved (or gave way) when the message came");
            }
        }
    }
}

TEST_CASE("the why panel's object and what it met are shown magnified on the stage, the panel says so, and Z shows the whole field") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const std::string death = POLYROIDS_SOURCE_ROOT "/tests/replays/death-respawn.replay";
    const teach::Picked ship{.kind = teach::Picked::Kind::Ship};
    const Shown close = showTick(death, 501, ship);
    const Shown whole = showTick(death, 501, ship, false);
    REQUIRE(close.frame.closeUp);
    REQUIRE(close.frame.picked);
    CHECK_FALSE(whole.frame.closeUp);
    render::HudInfo paused;
    paused.paused = true;
    for (const double scale : {1.0, 2.0}) {
        REQUIRE((*text)->setScale(scale));
        REQUIRE((*text)->fitTo(1.0));
        const render::ScreenLayout seen = render::fitScreen(**text, {close.world, paused, close.frame}, false);
        CAPTURE(scale);
        CHECK(layout::layoutProblems(seen.board).empty());
        CHECK(seen.stage.magnified >= 2.0);
        // What the ship met this tick is all in the picture: the close-up's box lies within what the stage shows.
        const geometry::Aabb shown = render::seenArea(seen.stage);
        CHECK(geometry::contains(shown, close.frame.closeUp->min));
        CHECK(geometry::contains(shown, close.frame.closeUp->max));
        const geometry::Vec2 onCanvas = render::fieldToUi(seen.stage, close.frame.picked->centre);
        CHECK(onCanvas.x > seen.stage.rect.x);
        CHECK(onCanvas.x < seen.stage.rect.x + seen.stage.rect.w);
        REQUIRE(seen.why);
        bool says = false;
        for (const layout::ShownLine& line : seen.why->lines) says = says || line.text.starts_with("close-up x");
        CHECK(says);
        const render::ScreenLayout all = render::fitScreen(**text, {whole.world, paused, whole.frame}, false);
        CHECK(all.stage.magnified == 1.0);
        CHECK(all.stage.seenFrom.x == 0.0);
        CHECK(all.stage.seenFrom.y == 0.0);
    }
}

namespace {

// The lab's frames: every preset with its own picture, every picture of the preset with the longest words, the key
// help over the scene, and a scene with a note and a problem at its foot.
std::vector<std::pair<std::string, lab::LabFrame>> everyLabFrame() {
    std::vector<std::pair<std::string, lab::LabFrame>> frames;
    lab::LabUiState ui;
    ui.keyHelp = prefs::helpLines(prefs::Settings{}, prefs::kLab, 64);
    const std::vector<lab::LabScene> scenes = lab::labScenes();
    for (std::size_t i = 0; i < scenes.size(); ++i) {
        const lab::LabModel model(i);
        frames.emplace_back("lab preset " + scenes[i].name, lab::presentLab(model, lab::analyseScene(model), ui));
    }
    lab::LabModel corner(*lab::findLabScene("corner"));
    for (std::size_t a = 0; a < lab::kAlgorithmCount; ++a) {
        corner.setPicture(lab::algorithmAt(a));
        frames.emplace_back("lab preset corner, picture " + std::to_string(a), lab::presentLab(corner, lab::analyseScene(corner), ui));
    }
    lab::LabUiState help = ui;
    help.showHelp = true;
    frames.emplace_back("lab key help", lab::presentLab(corner, lab::analyseScene(corner), help));
    lab::LabUiState noted = ui;
    noted.note = "added a vertex to A: it now has 9 vertices, and its outline crosses itself at two places";
    lab::LabFrame problem = lab::presentLab(corner, lab::analyseScene(corner), noted);
    problem.problems.push_back("A: degenerate (its vertices lie on one line: no inside to test a point against)");
    frames.emplace_back("lab note and problem", problem);
    return frames;
}

// The box named `name` lies inside `band`.
bool within(const layout::Rect& band, const layout::Board& board, const std::string& name) {
    return std::any_of(board.boxes.begin(), board.boxes.end(), [&](const layout::Box& b) {
        return b.name == name && b.rect.x >= band.x && b.rect.y >= band.y && b.rect.x + b.rect.w <= band.x + band.w && b.rect.y + b.rect.h <= band.y + band.h;
    });
}

void checkLab(render::Text& text, const std::string& name, const lab::LabFrame& frame) {
    REQUIRE(text.fitTo(1.0));
    const render::LabScreenLayout placed = render::fitLab(text, frame, false);
    const std::string where = name + " at text scale " + std::to_string(text.scale());
    for (const std::string& problem : layout::layoutProblems(placed.board)) FAIL_CHECK(where << ": " << problem);
    for (const std::string& part : placed.leftOut) FAIL_CHECK(where << ": no room for the " << part << " even with the text at " << text.fit() << "x");
    REQUIRE_MESSAGE(placed.rowBands.size() == frame.rows.size(), where);
    for (std::size_t i = 0; i < frame.rows.size(); ++i) {
        if (frame.rows[i].hidden) {  // a lesson's row of a method it never uses: no band, no words
            const std::string row = "row " + frame.rows[i].name;
            CHECK_MESSAGE(
                std::none_of(placed.board.boxes.begin(), placed.board.boxes.end(), [&](const layout::Box& b) { return b.name == row; }),
                where << ": hidden row " << i << " is placed");
            CHECK_MESSAGE(placed.rowBands[i].w * placed.rowBands[i].h == 0, where << ": hidden row " << i << " has a band");
            continue;
        }
        CHECK_MESSAGE(within(placed.rowBands[i], placed.board, "row " + frame.rows[i].name), where << ": row " << i << " is not in its band");
        if (i > 0) CHECK_MESSAGE(!layout::overlap(placed.rowBands[i - 1], placed.rowBands[i]), where << ": the bands of rows " << i - 1 << " and " << i << " overlap");
    }
    CHECK_MESSAGE(placed.help.has_value() == frame.showHelp, where);
    if (placed.help) {
        CHECK_MESSAGE(!saysCut(*placed.help), where << ": the key help is cut short");
        CHECK_MESSAGE(givenLinesShown(*placed.help) == placed.helpColours.size(), where << ": the key help is cut short");
    }
    CHECK_MESSAGE(placed.board.canvas.w == render::kLabWidth, where);
}

}  // namespace

TEST_CASE("every lab preset, picture and panel overlaps nothing and stays on the lab's canvas at text scales 0.75 to 2.5") {
    // The lab draws on its own 1280x720 canvas whatever the window (SDL scales it), so its layout depends on the text only.
    const auto start = std::chrono::steady_clock::now();
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const auto frames = everyLabFrame();
    for (const double scale : testing::kTextScales) {
        REQUIRE((*text)->setScale(scale));
        for (const auto& [name, frame] : frames) checkLab(**text, name, frame);
    }
    MESSAGE("laid out " << std::size(testing::kTextScales) * frames.size() << " lab screens in "
                        << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() << " s");
}

TEST_CASE("every lesson's lab step at text scales 0.75 to 2.5 shows its whole panel and both axes' tick numbers, overlapping nothing") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const auto lessons = app::loadLessonFolder(POLYROIDS_BUILT_LESSONS_DIR "/");
    REQUIRE_MESSAGE(lessons.ok(), lessons.error().message());
    std::size_t steps = 0;
    for (const double scale : testing::kTextScales) {
        REQUIRE((*text)->setScale(scale));
        for (std::size_t l = 0; l < lessons->size(); ++l) {
            const lab::Lesson& lesson = (*lessons)[l].lesson;
            for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
                if (lesson.steps[s].moment) continue;  // a replay step's panel goes on the game screen's board
                const lab::LessonRun run(lesson, l + 1, lessons->size(), s);
                const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, lessons->size());
                const lab::LessonView view = run.view();
                REQUIRE((*text)->fitTo(1.0));
                const render::LessonLabLayout laid = render::fitLessonLab(**text, frame, view, false);
                const layout::Board& board = laid.lab.board;
                const std::string where = view.heading + " at text scale " + std::to_string(scale);
                for (const std::string& problem : layout::layoutProblems(board)) FAIL_CHECK(where << ": " << problem);
                for (const std::string& part : laid.leftOut) FAIL_CHECK(where << ": no room for the " << part);
                const auto panel = std::find_if(board.boxes.begin(), board.boxes.end(), [](const layout::Box& b) { return b.name == "lesson"; });
                REQUIRE_MESSAGE(panel != board.boxes.end(), where << ": no lesson panel");
                CHECK_MESSAGE(panel->rect.x + panel->rect.w <= render::kLabSceneWidth, where << ": the panel is over the verdicts");
                REQUIRE(laid.panel.has_value());
                const auto& lines = laid.panel->lines;
                CHECK_MESSAGE(std::none_of(lines.begin(), lines.end(), [](const layout::ShownLine& shown) { return shown.text.starts_with("... "); }),
                              where << ": the panel was cut short");
                CHECK_MESSAGE(std::any_of(lines.begin(), lines.end(), [&](const layout::ShownLine& shown) { return !shown.text.empty() && view.goal.starts_with(shown.text); }),
                              where << ": the task is not shown");
                // The coordinates: two numbers an axis at least (the step between them read, the rest counted along the
                // marks), as labels on the board; they were under the panel, dropped unseen, in most steps.
                const auto numbers = [&](const char* axis) {
                    return std::count_if(board.boxes.begin(), board.boxes.end(),
                                         [&](const layout::Box& b) { return b.name == axis && b.kind == layout::Kind::Label; });
                };
                CHECK_MESSAGE(numbers("tick x") >= 2, where << ": " << numbers("tick x") << " x numbers on the board");
                CHECK_MESSAGE(numbers("tick y") >= 2, where << ": " << numbers("tick y") << " y numbers on the board");
                ++steps;
            }
        }
    }
    CHECK(steps >= 6 * 7);  // every lesson has a lab step or more, at six scales
}

namespace {

// The boxes of two layouts that differ, by name ("" when every box is where it was, in the same order).
std::string movedBoxes(const layout::Board& was, const layout::Board& now) {
    if (was.boxes.size() != now.boxes.size()) return std::to_string(was.boxes.size()) + " boxes, then " + std::to_string(now.boxes.size());
    std::string moved;
    for (std::size_t i = 0; i < was.boxes.size(); ++i) {
        const layout::Rect& a = was.boxes[i].rect;
        const layout::Rect& b = now.boxes[i].rect;
        if (was.boxes[i].name != now.boxes[i].name || a.x != b.x || a.y != b.y || a.w != b.w || a.h != b.h)
            moved += was.boxes[i].name + "; ";
    }
    return moved;
}

// Every shown line of a panel joined by spaces, each line's indent dropped (a wrapped sentence reads whole again).
std::string panelWords(const layout::PlacedPanel& panel) {
    std::string all;
    for (const layout::ShownLine& line : panel.lines) {
        const std::size_t start = line.text.find_first_not_of(' ');
        if (start != std::string::npos) all += (all.empty() ? "" : " ") + line.text.substr(start);
    }
    return all;
}

}  // namespace

TEST_CASE("a message (where F12's picture went, or an edit's words) on a lesson's lab step moves no box at text scales 1 and 2") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const auto lessons = app::loadLessonFolder(POLYROIDS_BUILT_LESSONS_DIR "/");
    REQUIRE_MESSAGE(lessons.ok(), lessons.error().message());
    const std::string message = "picture saved: /home/teacher/Pictures/polyroids/polyroids-20261129-101500.png";
    std::size_t steps = 0;
    for (const double scale : {1.0, 2.0}) {
        REQUIRE((*text)->setScale(scale));
        for (std::size_t l = 0; l < lessons->size(); ++l) {
            const lab::Lesson& lesson = (*lessons)[l].lesson;
            for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
                if (lesson.steps[s].moment) continue;  // a replay step's: the game screen's test above
                const lab::LessonRun run(lesson, l + 1, lessons->size(), s);
                const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, lessons->size());
                lab::LessonView view = run.view();
                const std::string where = view.heading + " at text scale " + std::to_string(scale);
                // As the window does: the step opens quiet, then F12 is pressed, its place kept from frame to frame.
                REQUIRE((*text)->fitTo(1.0));
                render::LessonLabPlace kept;
                const render::LessonLabLayout quiet = render::keptLessonLab(**text, frame, view, kept);
                const double quietFit = (*text)->fit();
                view.note = message;
                const render::LessonLabLayout noted = render::keptLessonLab(**text, frame, view, kept);
                REQUIRE_MESSAGE(noted.panel, where);
                // Whole, though a path longer than the panel's line is broken where it runs out (read without the spaces).
                const auto letters = [](std::string words) {
                    std::erase(words, ' ');
                    return words;
                };
                CHECK_MESSAGE(letters(panelWords(*noted.panel)).find(letters(message)) != std::string::npos,
                              where << " shows: " << panelWords(*noted.panel));
                CHECK_MESSAGE((*text)->fit() == quietFit, where << ": the text changed size");
                const std::string moved = movedBoxes(quiet.lab.board, noted.lab.board);
                CHECK_MESSAGE(moved.empty(), where << ": moved when the message came: " << moved);
                // An edit's words (a right-click) come into the same room: a lesson's frame leaves them to its panel.
                lab::LabUiState edited;
                edited.note = "A keeps its 3 vertices: a polygon needs them";
                const lab::LabFrame editedFrame = lab::lessonFrame(run, lab::analyseScene(run.model()), edited, lessons->size());
                CHECK_MESSAGE(editedFrame.note.empty(), where << ": the edit's words at the scene's foot");
                view.note = edited.note;
                const std::string afterEdit = movedBoxes(quiet.lab.board, render::keptLessonLab(**text, editedFrame, view, kept).lab.board);
                CHECK_MESSAGE(afterEdit.empty(), where << ": moved when the edit's words came: " << afterEdit);
                view.note = message;
                // The step opened with the message there already (Backspace and Return again): the same places.
                REQUIRE((*text)->fitTo(1.0));
                render::LessonLabPlace fresh;
                const render::LessonLabLayout opened = render::keptLessonLab(**text, frame, view, fresh);
                const std::string chosen = movedBoxes(quiet.lab.board, opened.lab.board);
                CHECK_MESSAGE(chosen.empty(), where << ": chosen elsewhere with the message there: " << chosen);
                ++steps;
            }
        }
    }
    CHECK(steps == 2 * 14);
}

TEST_CASE("the picture's labels of lessons 3, 4, 5 and 7 (axes, gaps, centres) are on the board at text scales 1 and 2, clear of the text, each other and the outlines") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const auto lessons = app::loadLessonFolder(POLYROIDS_BUILT_LESSONS_DIR "/");
    REQUIRE_MESSAGE(lessons.ok(), lessons.error().message());
    std::size_t labelled = 0;
    for (const double scale : {1.0, 2.0}) {
        REQUIRE((*text)->setScale(scale));
        for (const std::size_t l : {3u, 4u, 5u, 7u}) {
            const lab::Lesson& lesson = (*lessons)[l - 1].lesson;
            const lab::LessonRun run(lesson, l, lessons->size(), 0);
            const lab::LabFrame frame = lab::lessonFrame(run, lab::analyseScene(run.model()), {}, lessons->size());
            REQUIRE((*text)->fitTo(1.0));
            const render::LessonLabLayout laid = render::fitLessonLab(**text, frame, run.view(), false);
            const std::string where = lesson.title + " at text scale " + std::to_string(scale);
            for (const std::string& problem : layout::layoutProblems(laid.lab.board)) FAIL_CHECK(where << ": " << problem);
            // Every label the picture wants is placed: none dropped, none under the panel.
            for (const render::PictureLabel& wanted : render::pictureLabels(render::measureOf(**text), frame)) {
                CHECK_MESSAGE(placed(laid.lab.board, wanted.name), where << ": no place for " << wanted.name);
                ++labelled;
            }
        }
    }
    CHECK(labelled >= 2 * 4 * 3);
}

TEST_CASE("the lab at text scale 2 keeps the text larger than at scale 1 and every row's reason it has room for") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}}, 2.0);
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    lab::LabModel corner(*lab::findLabScene("corner"));
    const lab::LabFrame frame = lab::presentLab(corner, lab::analyseScene(corner), {});
    const render::LabScreenLayout placed = render::fitLab(**text, frame, false);
    CHECK(placed.leftOut.empty());
    CHECK((*text)->scale() * (*text)->fit() > 1.0);
    // Shortened, the picked row keeps its reason.
    const std::string picked = "row " + frame.rows[frame.selectedRow].name;
    CHECK(std::count_if(placed.board.boxes.begin(), placed.board.boxes.end(), [&](const layout::Box& b) { return b.name == picked; }) >= 2);
}

TEST_CASE(
    "the ray inset finds a place beside the field with the rays overlay alone at 1280x720, and with every overlay on covers nothing") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const prefs::HighScoreTable table = fullTable();
    Screen tunnel = everyScreen(table)[1];
    REQUIRE(tunnel.frame.rayInset);
    const render::ScreenLayout every = render::layoutScreen(**text, {tunnel.world, tunnel.hud, tunnel.frame});
    CHECK(layout::layoutProblems(every.board).empty());  // with the stats, both legends and three insets: none covers another
    // The rays alone, the stats panel and grid legend gone with their overlays: the inset beside the field, off it.
    teach::OverlaySet rays;
    rays.toggle(teach::Overlay::Rays);
    tunnel.frame.on = rays;
    tunnel.frame.stats.clear();
    tunnel.frame.grid.reset();
    const render::ScreenLayout layout = render::layoutScreen(**text, {tunnel.world, tunnel.hud, tunnel.frame});
    REQUIRE(layout.rayInset);
    CHECK(placed(layout.board, "ray inset"));
    CHECK_FALSE(layout::overlap(layout.rayInset->rect, layout.stage.rect));
    CHECK(layout::layoutProblems(layout.board).empty());
}

TEST_CASE("with an inset overlay on, large text does not leave the stage at its smallest when no inset could have room anyway") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const prefs::HighScoreTable table = fullTable();
    Screen tunnel = everyScreen(table)[1];
    teach::OverlaySet rays;
    rays.toggle(teach::Overlay::Rays);
    tunnel.frame.on = rays;
    tunnel.frame.stats.clear();
    tunnel.frame.grid.reset();
    tunnel.frame.rayInset.reset();  // a tick without an inset: the stage is chosen for every tick alike
    for (const double scale : {1.0, 1.5, 2.0, 2.5}) {
        REQUIRE((*text)->setScale(scale));
        const render::ScreenLayout layout = render::fitScreen(**text, {tunnel.world, tunnel.hud, tunnel.frame}, false);
        CAPTURE(scale);
        // Never the smallest stage (a third of the canvas) for a legend and room for an inset; where no inset could
        // have room (the caption alone wider than the words' column at text x2 and more), the legend's column is all
        // the words there are, and the field takes more than half the canvas.
        CHECK(layout.stage.rect.w * 5 > layout.board.canvas.w * 2);
        if (scale >= 2.0) CHECK(layout.stage.rect.w * 2 > layout.board.canvas.w);
        CHECK(layout::layoutProblems(layout.board).empty());
    }
}
