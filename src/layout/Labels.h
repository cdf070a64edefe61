#pragma once
// The picture's labels on the board: a label ("gap 34.0", "centre B", a
// crossing's number) wants a place beside the point it names; it may cover no
// text, no other label and no key line of the picture (a shape's outline). When
// its own place is taken it moves away from it, nearest first, and is drawn
// with a thin leader back to its point; it is never drawn under something.

#include <optional>
#include <string>

#include "layout/Board.h"

namespace layout {

/// True when the segment `s` passes within its clearance of the rectangle `r`.
bool crosses(const Rect& r, const Stroke& s);

/// Where a label would be and what it names.
struct LabelWish {
    Rect rect;         ///< its own place (its words with their backing)
    Point anchor;      ///< the point it names (a leader is drawn to it when the label moves away)
    Rect within;       ///< the part of the screen it must stay in (the stage)
    int reach = 240;   ///< the farthest it may move from its own place, pixels
};

/// A label as placed.
struct PlacedLabel {
    Rect rect;
    Point anchor;
    bool leader = false;  ///< moved away from its own place: draw a line from `anchor` to the box
};

/// Puts a label at its own place or the nearest free place around it (straight up or down first, so labels of one
/// point stack), within `wish.within` and `wish.reach`; free means covering no box but the places kept clear
/// (Kind::Avoid: a label belongs beside the object it names) and crossing no key stroke. Nothing when there is none.
std::optional<PlacedLabel> placeLabel(Board& board, std::string name, const LabelWish& wish);

/// The point of `r` nearest `p` (where a leader from `p` meets the label).
Point nearestOn(const Rect& r, Point p);

}  // namespace layout
