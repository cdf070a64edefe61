#include <doctest/doctest.h>

#include <string>

#include "layout/Board.h"
#include "layout/Labels.h"

using layout::Board;
using layout::LabelWish;
using layout::Rect;
using layout::Stroke;

TEST_CASE("a stroke crosses a rectangle it passes through or within its clearance of, and not one it passes by") {
    const Rect r{100, 100, 50, 20};
    CHECK(layout::crosses(r, {{0, 110}, {300, 110}, 0}));    // straight through
    CHECK(layout::crosses(r, {{120, 105}, {130, 108}, 0}));  // wholly inside
    CHECK(layout::crosses(r, {{0, 98}, {300, 98}, 3}));     // 2 px above, clearance 3
    CHECK_FALSE(layout::crosses(r, {{0, 98}, {300, 98}, 1}));
    CHECK_FALSE(layout::crosses(r, {{0, 0}, {90, 300}, 3}));  // a diagonal that passes to the left
    CHECK_FALSE(layout::crosses(r, {{160, 90}, {160, 200}, 3}));
}

TEST_CASE("a label stays at its own place when that is free, with no leader") {
    Board board{{800, 600}, 8, {}, {}};
    const auto at = layout::placeLabel(board, "gap", {{300, 200, 80, 16}, {340, 190}, {0, 0, 800, 600}});
    REQUIRE(at);
    CHECK(at->rect.x == 300);
    CHECK(at->rect.y == 200);
    CHECK_FALSE(at->leader);
    REQUIRE(board.boxes.size() == 1);
    CHECK(board.boxes[0].kind == layout::Kind::Label);
}

TEST_CASE("a label whose place lies on text, another label or a shape's outline moves off all three, tied to its point by a leader") {
    Board board{{800, 600}, 8, {}, {}};
    layout::claim(board, "lesson", {0, 180, 800, 60});  // a panel right across its place and the rows round it
    board.keyStrokes.push_back({{0, 260}, {800, 260}, 3});  // an outline just under the panel
    const LabelWish wish{{300, 200, 80, 16}, {340, 190}, {0, 0, 800, 600}};
    const auto first = layout::placeLabel(board, "x gap", wish);
    REQUIRE(first);
    const auto second = layout::placeLabel(board, "y gap", wish);
    REQUIRE(second);
    CHECK(first->leader);
    CHECK(second->leader);
    CHECK_FALSE(layout::overlap(first->rect, second->rect));
    for (const Rect& r : {first->rect, second->rect}) {
        CHECK_FALSE(layout::overlap(r, board.boxes[0].rect));
        CHECK_FALSE(layout::crosses(r, board.keyStrokes[0]));
    }
    CHECK(layout::layoutProblems(board).empty());
}

TEST_CASE("a label finds no place outside its stage or beyond its reach, and then is not put on the board") {
    Board board{{800, 600}, 8, {}, {}};
    layout::claim(board, "panel", {200, 100, 400, 400});
    CHECK_FALSE(layout::placeLabel(board, "gap", {{350, 250, 80, 16}, {390, 258}, {0, 0, 800, 600}, 40}));
    CHECK(board.boxes.size() == 1);
    const auto far = layout::placeLabel(board, "gap", {{350, 250, 80, 16}, {390, 258}, {200, 0, 400, 600}, 400});
    REQUIRE(far);
    CHECK(far->rect.x >= 200);
    CHECK(far->rect.x + far->rect.w <= 600);
}

TEST_CASE("the layout's problems name a label lying on a key line, and not a panel over one") {
    Board board{{800, 600}, 8, {}, {}};
    board.keyStrokes.push_back({{0, 300}, {800, 300}, 3});
    layout::claim(board, "lesson", {10, 10, 300, 295});
    layout::claim(board, "centre B", {400, 290, 80, 16}, layout::Kind::Label);
    const auto problems = layout::layoutProblems(board);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("centre B") != std::string::npos);
    CHECK(problems[0].find("key line") != std::string::npos);
}

TEST_CASE("a leader meets its label at the box's point nearest the anchor") {
    const layout::Point p = layout::nearestOn({100, 100, 50, 20}, {0, 110});
    CHECK(p.x == 100);
    CHECK(p.y == 110);
    const layout::Point q = layout::nearestOn({100, 100, 50, 20}, {200, 0});
    CHECK(q.x == 150);
    CHECK(q.y == 100);
}
