#include <doctest/doctest.h>

#include <vector>

#include "layout/FixedMeasure.h"
#include "layout/Wrap.h"

using layout::Line;
using layout::ShownLine;

TEST_CASE("A line that fits its width is shown whole") {
    const std::vector<Line> lines{{"SCORE 100"}};
    const std::vector<ShownLine> shown = layout::wrapLines(testing::fixedMeasure(), lines, 90);
    REQUIRE(shown.size() == 1);
    CHECK(shown[0].text == "SCORE 100");
}

TEST_CASE("A long line breaks at spaces into lines no wider than the width, its continuations indented") {
    const std::vector<Line> lines{{"the ray to the right crosses its outline once"}, {"next"}};
    const std::vector<ShownLine> shown = layout::wrapLines(testing::fixedMeasure(), lines, 160);
    REQUIRE(shown.size() >= 4);
    for (const ShownLine& line : shown) CHECK(static_cast<int>(line.text.size()) * 10 <= 160);
    CHECK(shown[0].text == "the ray to the");
    CHECK(shown[1].text.rfind("  ", 0) == 0);
    CHECK(shown.back().text == "next");
    CHECK(shown.back().source == 1);
    CHECK(shown[1].source == 0);
}

TEST_CASE("A word wider than the width is broken between characters, never inside a UTF-8 character") {
    const std::vector<Line> lines{{"µµµµµµµµ"}};  // 16 bytes: the fixed measure counts bytes
    const std::vector<ShownLine> shown = layout::wrapLines(testing::fixedMeasure(), lines, 50);
    REQUIRE(shown.size() > 1);
    std::string joined;
    for (const ShownLine& line : shown) {
        CHECK(line.text.find("\xC2 ") == std::string::npos);
        const std::size_t first = line.text.find_first_not_of(' ');
        REQUIRE(first != std::string::npos);
        CHECK(static_cast<unsigned char>(line.text[first]) == 0xC2);  // each piece starts at a character's first byte
        joined += line.text.substr(first);
    }
    CHECK(joined == "µµµµµµµµ");
}

TEST_CASE("A width under one character still shows every character, one a line") {
    const std::vector<Line> lines{{"abc"}};
    const std::vector<ShownLine> shown = layout::wrapLines(testing::fixedMeasure(), lines, 1);
    REQUIRE(shown.size() == 3);
    CHECK(shown[0].text == "a");
    CHECK(shown[2].text == "  c");
}

TEST_CASE("A panel's size is its widest line and its lines' heights, padded all round") {
    const std::vector<ShownLine> lines{{"abcd", layout::Type::Body, 0}, {"ab", layout::Type::Title, 1}};
    const layout::Size size = layout::panelSize(testing::fixedMeasure(), lines);
    CHECK(size.w == 40 + 2 * layout::kPanelPadding);
    CHECK(size.h == 16 + 32 + 2 * layout::kPanelPadding);
}
