#pragma once
// A stroke font of our own, for the title drawn as a vector display would
// draw it: each capital letter a few straight segments on a 4 x 6 grid (the
// arcade's vector letters were built the same way), glowing like the ships.

#include <string_view>
#include <vector>

#include "geometry/Vec2.h"

namespace render {

/// One straight stroke of a letter, in the units of the box it was set in.
struct Stroke {
    geometry::Vec2 a{};
    geometry::Vec2 b{};
};

/// A rectangle to set strokes in: its top-left corner and size (y down).
struct StrokeBox {
    double x = 0.0;
    double y = 0.0;
    double width = 0.0;
    double height = 0.0;
};

/// The strokes of capital letter `c` (A to Z) on the 4 x 6 grid, (0, 0) its top left; none for any other character.
std::vector<Stroke> letterStrokes(char c);

/// `text` (capitals and spaces; other characters stay gaps) set on one line as large as fits in `box`, centred in it:
/// every stroke lies within the box.
std::vector<Stroke> strokeText(std::string_view text, const StrokeBox& box);

}  // namespace render
