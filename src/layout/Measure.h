#pragma once
// How text is measured, injected: the layout decides where text goes from
// the sizes it is given, never from a font of its own, so the same layout is
// computed in the game (by the font) and in a test (by the font or by rule).

#include <array>
#include <cstddef>
#include <functional>
#include <string>

namespace layout {

/// The type scale (docs/look.md): what a text is picks its face and size; render::Text holds each one's face and points.
enum class Type : unsigned char {
    Body,     ///< sentences, lessons, menus, help: the proportional face
    Small,    ///< what is read second (hints, key reminders under a prompt): the proportional face, smaller
    Heading,  ///< a panel's or menu's heading: the proportional face, larger
    Title,    ///< a screen's one title (GAME OVER, a cleared wave): the proportional face, largest
    Figures,  ///< numbers, ticks, code and tables whose columns align: the monospaced face at the body's size
};
/// How many types the scale has.
inline constexpr std::size_t kTypes = 5;

/// The text's sizes as the screen draws them.
struct Measure {
    std::function<int(const std::string&, Type)> width;  ///< pixels `s` takes across when drawn in that type
    std::array<int, kTypes> lineHeights{16, 13, 24, 32, 16};  ///< each type's line height in pixels, by Type

    /// The height of one line of that type.
    int height(Type type = Type::Body) const { return lineHeights[static_cast<std::size_t>(type)]; }
};

}  // namespace layout
