#pragma once
// The modes that need no display: verifying a replay and recording an
// autopilot game. No SDL is initialised here (DISPLAY may be unset).

#include "app/cli/CommandLine.h"

namespace app {

/// `--replay FILE --headless`: prints one summary line; 0 ok, 1 desync, 2 unusable file.
int runHeadlessReplay(const Options& options);

/// `--headless --autopilot --ticks N [--record FILE]`: plays and records with no window; 0, or 1 when the recording
/// could not be saved or reached the largest replay file (saved up to there), or a Debug build found a NaN in the state.
int runHeadlessAutopilot(const Options& options);

}  // namespace app
