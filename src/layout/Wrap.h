#pragma once
// Lines of text made to fit a width: broken at spaces, a word too long for
// the width broken between its characters, the continuation indented.

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "layout/Measure.h"
#include "layout/Rect.h"

namespace layout {

/// One line of a panel as its owner gives it.
struct Line {
    std::string text;
    Type type = Type::Body;
};

/// One line as shown: its words, its size and which given line it is (part of).
struct ShownLine {
    std::string text;
    Type type = Type::Body;
    std::size_t source = 0;  ///< index into the lines given
};

/// `lines` broken so that none is wider than `maxWidth` pixels (a line that fits stays whole; its continuations are
/// indented two spaces past its own indent); a width under one character still gives one character a line.
std::vector<ShownLine> wrapLines(const Measure& measure, std::span<const Line> lines, int maxWidth);

/// The inner margin of a panel, in pixels.
inline constexpr int kPanelPadding = 8;

/// The size of a panel showing `lines`: the widest line and every line's height, plus kPanelPadding all round.
Size panelSize(const Measure& measure, std::span<const ShownLine> lines);

}  // namespace layout
