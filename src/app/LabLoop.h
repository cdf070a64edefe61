#pragma once
// The collision lab's window (`polyroids --lab`): no game rules, two shapes
// to drag and every algorithm's verdict side by side. The loop turns mouse
// and keys into LabModel edits and draws with render::drawLab; like the game
// it honours --frames N and --screenshot FILE (N frames, save, exit 0).

#include "app/CommandLine.h"

namespace app {

/// Runs the lab until Esc or the window closes (or --frames N); returns the exit status.
int runLab(const Options& options);

}  // namespace app
