#pragma once
// --clip FROM-TO FILE, --clip-step N, --explain TICK DIR and --pick OBJECT: a replay's ticks
// drawn offscreen (app/offline/Clip.h).
#include <cstdint>
#include <optional>
#include <string>

#include "app/cli/OptionRow.h"

namespace app {

/// The most ticks a clip may span (TO - FROM: a minute of play). Frames are written as they are drawn, so memory does
/// not grow with it; the file does (a 1280x720 frame is tens of kilobytes of GIF): --clip-step and --size make it smaller.
inline constexpr std::uint64_t kMostClipTicks = 3600;

/// The largest --clip-step: a frame every 10 ticks (6 a second) still shows the game moving.
inline constexpr std::uint64_t kMostClipStep = 10;

/// The options of clips and --explain.
struct ClipOptions {
    std::uint64_t clipFrom = 0;       ///< --clip FROM-TO FILE: the first tick drawn
    std::uint64_t clipTo = 0;  ///< the last tick that may be drawn (clipTo - clipFrom <= kMostClipTicks)
    std::uint64_t clipStep = 1;  ///< --clip-step N: a frame every Nth tick from clipFrom (1 to kMostClipStep)
    std::string clipPath;             ///< the GIF to write; empty: no clip
    std::string pick;                 ///< --pick OBJECT: whose "why" panel a clip or --explain shows (ship, asteroid#N, saucer#N)
    std::optional<std::uint64_t> explainTick;  ///< --explain TICK DIR: the tick explained
    std::string explainDir;           ///< the folder its sentences and picture go in
};

/// --clip's values: value[0] "FROM-TO" (FROM <= TO, at most kMostClipTicks apart), value[1] the file; into o, or why not.
base::Status readClip(OptionValue value, Options& o);

/// --explain's values: value[0] the tick, value[1] the folder; into o, or why not.
base::Status readExplain(OptionValue value, Options& o);

/// --clip-step's value: 1 to kMostClipStep; into o, or why not.
base::Status readClipStep(OptionValue value, Options& o);

/// --clip, --clip-step, --explain, --pick.
std::span<const OptionRow> clipOptionRows();

}  // namespace app
