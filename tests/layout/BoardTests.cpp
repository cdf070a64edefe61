#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "layout/Board.h"
#include "layout/Labels.h"
#include "layout/FixedMeasure.h"

using layout::Anchor;
using layout::Board;
using layout::Rect;

TEST_CASE("A box goes at its anchor when the place is free") {
    const Board board{{1280, 720}, 8, {}, {}};
    const auto at = layout::findPlace(board, {100, 50}, Anchor::BottomRight);
    REQUIRE(at);
    CHECK(at->x == 1280 - 100 - 8);
    CHECK(at->y == 720 - 50 - 8);
}

TEST_CASE("A box whose anchor is taken goes to the nearest free place beside what is there") {
    Board board{{1280, 720}, 8, {}, {}};
    layout::claim(board, "score", {8, 8, 200, 20});
    const auto at = layout::findPlace(board, {300, 100}, Anchor::TopLeft);
    REQUIRE(at);
    CHECK(!layout::overlap(*at, board.boxes[0].rect));
    CHECK(at->x == 8);
    CHECK(at->y == 8 + 20 + 8);
}

TEST_CASE("A box with no free place on the screen gets none") {
    Board board{{400, 300}, 8, {}, {}};
    layout::claim(board, "everything", {0, 0, 400, 300});
    CHECK_FALSE(layout::findPlace(board, {10, 10}, Anchor::Centre));
    CHECK_FALSE(layout::findPlace(Board{{400, 300}, 8, {}, {}}, {500, 10}, Anchor::Centre));
}

TEST_CASE("A panel too wide for the screen is wrapped to fit it") {
    Board board{{400, 300}, 8, {}, {}};
    const std::vector<layout::Line> lines{{std::string(100, 'x') + " and some words after it"}};
    const auto panel = layout::placePanel(board, "why", testing::fixedMeasure(), lines, {Anchor::TopLeft});
    REQUIRE(panel);
    CHECK(layout::onCanvas(panel->rect, board.canvas));
    CHECK(panel->lines.size() > 1);
    CHECK(layout::layoutProblems(board).empty());
}

TEST_CASE("A panel too tall for the screen is set in columns side by side, every line shown and none cut short") {
    Board board{{400, 300}, 8, {}, {}};
    std::vector<layout::Line> lines;
    for (int i = 0; i < 40; ++i) lines.push_back({"line " + std::to_string(i)});
    const auto panel = layout::placePanel(board, "help", testing::fixedMeasure(), lines, {Anchor::BottomRight, 0, 4});
    REQUIRE(panel);
    REQUIRE_FALSE(panel->moreColumns.empty());
    std::vector<std::string> shown;
    for (const auto& line : panel->lines) shown.push_back(line.text);
    for (const auto& column : panel->moreColumns) {
        CHECK(column.rect.x > panel->rect.x);
        for (const auto& line : column.lines) shown.push_back(line.text);
    }
    REQUIRE(shown.size() == 40);
    for (int i = 0; i < 40; ++i) CHECK(shown[static_cast<std::size_t>(i)] == "line " + std::to_string(i));
    CHECK(board.boxes.size() == 1 + panel->moreColumns.size());
    CHECK(layout::layoutProblems(board).empty());
}

TEST_CASE("A panel too tall for the room left and allowed one column is left off the board, not cut short") {
    Board board{{400, 300}, 8, {}, {}};
    layout::claim(board, "table", {0, 0, 400, 260});
    std::vector<layout::Line> lines(10, layout::Line{"words"});
    CHECK_FALSE(layout::placePanel(board, "menu", testing::fixedMeasure(), lines, {Anchor::Centre}));
    CHECK(board.boxes.size() == 1);
}

TEST_CASE("Panels placed one after another never overlap and stay on the screen") {
    Board board{{800, 600}, 8, {}, {}};
    const std::vector<layout::Line> lines(6, layout::Line{"a line of some twenty"});
    for (int i = 0; i < 8; ++i) {
        const auto anchor = i % 2 == 0 ? Anchor::BottomLeft : Anchor::Centre;
        (void)layout::placePanel(board, "panel " + std::to_string(i), testing::fixedMeasure(), lines, {anchor, 300});
    }
    CHECK(board.boxes.size() >= 4);
    CHECK(layout::layoutProblems(board).empty());
}

TEST_CASE("Panels keep clear of a place to avoid, which is itself never a problem") {
    Board board{{800, 600}, 8, {}, {}};
    layout::claim(board, "picked", {0, 400, 300, 200}, layout::Kind::Avoid);
    layout::claim(board, "score", {250, 500, 100, 20});
    const std::vector<layout::Line> lines{{"bullet 5 hit asteroid 4"}};
    const auto panel = layout::placePanel(board, "why", testing::fixedMeasure(), lines, {Anchor::BottomLeft});
    REQUIRE(panel);
    CHECK(!layout::overlap(panel->rect, board.boxes[0].rect));
    CHECK(layout::layoutProblems(board).empty());
}

TEST_CASE("The layout's problems name the boxes that overlap and the box that leaves the screen") {
    Board board{{800, 600}, 8, {}, {}};
    layout::claim(board, "stats", {10, 10, 300, 100});
    layout::claim(board, "legend", {200, 50, 100, 20});
    layout::claim(board, "inset", {700, 10, 200, 100}, layout::Kind::Picture);
    const std::vector<std::string> problems = layout::layoutProblems(board);
    REQUIRE(problems.size() == 2);
    CHECK(problems[0].find("stats") != std::string::npos);
    CHECK(problems[0].find("overlaps legend") != std::string::npos);
    CHECK(problems[1].find("inset") != std::string::npos);
    CHECK(problems[1].find("leaves the screen") != std::string::npos);
}

TEST_CASE("A box goes where its owner wants it when that is free, else to the nearest free place") {
    Board board{{800, 600}, 8, {}, {}};
    const auto first = layout::placeAt(board, "score", {16, 10, 200, 20}, Anchor::TopLeft);
    REQUIRE(first);
    CHECK(first->x == 16);
    const auto second = layout::placeAt(board, "lives", {100, 10, 200, 20}, Anchor::TopCentre);
    REQUIRE(second);
    CHECK(!layout::overlap(*first, *second));
    CHECK(layout::layoutProblems(board).empty());
}

TEST_CASE("Labels wanted at one place stack one under another instead of piling up") {
    Board board{{800, 600}, 8, {}, {}};
    layout::claim(board, "picked", {450, 250, 200, 200}, layout::Kind::Avoid);
    const Rect want{300, 300, 120, 16};
    const layout::LabelWish wish{want, {300, 300}, {0, 0, 800, 600}, 6 * 18};
    std::vector<Rect> placed;
    for (int i = 0; i < 4; ++i) {
        const auto at = layout::placeLabel(board, "label", wish);
        REQUIRE(at);
        placed.push_back(at->rect);
    }
    CHECK(placed[0].y == 300);
    CHECK(layout::layoutProblems(board).empty());
    for (const Rect& r : placed) CHECK((r.x == 300 && std::abs(r.y - 300) <= 3 * 18));
    CHECK(layout::placeLabel(board, "label", {{500, 300, 120, 16}, {500, 300}, {0, 0, 800, 600}, 0}));  // a place kept clear of panels is no wall to a label
    layout::claim(board, "panel", {0, 0, 800, 600});
    CHECK_FALSE(layout::placeLabel(board, "label", wish));
}
