#include "render/draw/internal/StrokeFont.h"

#include <algorithm>
#include <array>

namespace render {

namespace {

// Each letter as polylines on the 4 x 6 grid: "x,y x,y ..." joined by '|' between polylines (digits only).
constexpr std::array<std::string_view, 26> kLetters = {
    "0,6 0,2 2,0 4,2 4,6|0,4 4,4",                // A
    "0,0 3,0 4,1 4,2 3,3 0,3|3,3 4,4 4,5 3,6 0,6 0,0",  // B
    "4,0 0,0 0,6 4,6",                            // C
    "0,0 2,0 4,2 4,4 2,6 0,6 0,0",                // D
    "4,0 0,0 0,6 4,6|0,3 3,3",                    // E
    "4,0 0,0 0,6|0,3 3,3",                        // F
    "4,1 4,0 0,0 0,6 4,6 4,3 2,3",                // G
    "0,0 0,6|4,0 4,6|0,3 4,3",                    // H
    "0,0 4,0|2,0 2,6|0,6 4,6",                    // I
    "4,0 4,6 2,6 0,4",                            // J
    "0,0 0,6|4,0 0,3 4,6",                        // K
    "0,0 0,6 4,6",                                // L
    "0,6 0,0 2,2 4,0 4,6",                        // M
    "0,6 0,0 4,6 4,0",                            // N
    "0,0 4,0 4,6 0,6 0,0",                        // O
    "0,6 0,0 4,0 4,3 0,3",                        // P
    "0,0 4,0 4,4 2,6 0,6 0,0|2,4 4,6",            // Q
    "0,6 0,0 4,0 4,3 0,3 4,6",                    // R
    "4,0 0,0 0,3 4,3 4,6 0,6",                    // S
    "0,0 4,0|2,0 2,6",                            // T
    "0,0 0,6 4,6 4,0",                            // U
    "0,0 2,6 4,0",                                // V
    "0,0 0,6 2,4 4,6 4,0",                        // W
    "0,0 4,6|4,0 0,6",                            // X
    "0,0 2,2 4,0|2,2 2,6",                        // Y
    "0,0 4,0 0,6 4,6",                            // Z
};

constexpr double kGlyphWidth = 4.0;
constexpr double kGlyphHeight = 6.0;
constexpr double kAdvance = 6.0;  // a letter and the gap after it

}  // namespace

std::vector<Stroke> letterStrokes(char c) {
    if (c < 'A' || c > 'Z') return {};
    const std::string_view spec = kLetters[static_cast<std::size_t>(c - 'A')];
    std::vector<Stroke> strokes;
    bool havePrevious = false;
    geometry::Vec2 previous{};
    // Points are single digits: "x,y" then a space (same polyline) or '|' (a new one).
    for (std::size_t i = 0; i + 2 < spec.size(); i += 4) {
        const geometry::Vec2 point{static_cast<double>(spec[i] - '0'), static_cast<double>(spec[i + 2] - '0')};
        if (havePrevious) strokes.push_back({previous, point});
        previous = point;
        havePrevious = i + 3 >= spec.size() || spec[i + 3] != '|';
    }
    return strokes;
}

std::vector<Stroke> strokeText(std::string_view text, const StrokeBox& box) {
    if (text.empty() || box.width <= 0.0 || box.height <= 0.0) return {};
    const double units = kAdvance * static_cast<double>(text.size()) - (kAdvance - kGlyphWidth);
    const double scale = std::min(box.width / units, box.height / kGlyphHeight);
    const geometry::Vec2 origin{box.x + (box.width - units * scale) / 2.0, box.y + (box.height - kGlyphHeight * scale) / 2.0};
    std::vector<Stroke> strokes;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const geometry::Vec2 at = origin + geometry::Vec2{kAdvance * static_cast<double>(i), 0.0} * scale;
        for (const Stroke& s : letterStrokes(text[i])) strokes.push_back({at + s.a * scale, at + s.b * scale});
    }
    return strokes;
}

}  // namespace render
