#pragma once
// How text is measured, injected: the layout decides where text goes from
// the sizes it is given, never from a font of its own, so the same layout is
// computed in the game (by the font) and in a test (by the font or by rule).

#include <functional>
#include <string>

namespace layout {

/// The text's two sizes as the screen draws them.
struct Measure {
    std::function<int(const std::string&, bool large)> width;  ///< pixels `s` takes across when drawn
    int lineHeight = 16;                                        ///< a small line's height in pixels
    int largeLineHeight = 32;                                   ///< a large line's height in pixels

    /// The height of one line of that size.
    int height(bool large) const { return large ? largeLineHeight : lineHeight; }
};

}  // namespace layout
