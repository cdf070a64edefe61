#pragma once
// --clip FROM-TO FILE, --explain TICK DIR and --pick OBJECT: a replay's ticks
// drawn offscreen (app/offline/Clip.h).
#include <cstdint>
#include <optional>
#include <string>

#include "app/cli/OptionRow.h"

namespace app {

/// The most frames a clip may have (30 s of play): a 1280x720 frame is tens of kilobytes of GIF.
inline constexpr std::uint64_t kMostClipFrames = 1800;

/// The options of clips and --explain.
struct ClipOptions {
    std::uint64_t clipFrom = 0;       ///< --clip FROM-TO FILE: the first tick drawn
    std::uint64_t clipTo = 0;         ///< the last tick drawn (clipTo - clipFrom < kMostClipFrames)
    std::string clipPath;             ///< the GIF to write; empty: no clip
    std::string pick;                 ///< --pick OBJECT: whose "why" panel a clip or --explain shows (ship, asteroid#N, saucer#N)
    std::optional<std::uint64_t> explainTick;  ///< --explain TICK DIR: the tick explained
    std::string explainDir;           ///< the folder its sentences and picture go in
};

/// --clip's values: value[0] "FROM-TO" (FROM <= TO, under kMostClipFrames frames), value[1] the file; into o, or why not.
base::Status readClip(OptionValue value, Options& o);

/// --explain's values: value[0] the tick, value[1] the folder; into o, or why not.
base::Status readExplain(OptionValue value, Options& o);

/// --clip, --explain, --pick.
std::span<const OptionRow> clipOptionRows();

}  // namespace app
