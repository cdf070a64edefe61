#pragma once
// Text made to fit a screen: a layout that leaves a part out is laid out again
// with the text shrunk step by step (Text::fitTo), and a shrunk text tries one
// step larger now and then, so it grows back once there is room again. The
// game's screens (ScreenLayout) and the lab (LabScreenLayout) fit this way.

#include <cstdint>

#include "render/draw/Text.h"

namespace render {

/// How much each try at fitting shrinks the text.
inline constexpr double kFitStep = 0.85;
/// A shrunk text tries one step larger once in this many frames (half a second: a reopened font costs a frame's text cache).
inline constexpr std::uint64_t kFramesBetweenGrowTries = 30;

/// `layoutOnce(text)` (a layout with a `leftOut` list of the parts that found no room), and when a part finds no room,
/// again with the text shrunk until every part fits or the text is as small as it goes; with `tryLarger` (each try may
/// reopen the font) a shrunk text first tries one step larger.
template <typename LayoutOnce>
auto fitText(Text& text, bool tryLarger, const LayoutOnce& layoutOnce) {
    if (tryLarger && text.fit() < 1.0) {
        const double shrunk = text.fit();
        (void)text.fitTo(shrunk / kFitStep);
        auto larger = layoutOnce(text);
        if (larger.leftOut.empty()) return larger;
        (void)text.fitTo(shrunk);
    }
    auto placed = layoutOnce(text);
    while (!placed.leftOut.empty()) {
        const double before = text.fit();
        // As small as it goes, or a font that will not reopen: show what fits.
        if (!text.fitTo(before * kFitStep) || text.fit() == before) break;
        placed = layoutOnce(text);
    }
    return placed;
}

}  // namespace render
