#pragma once
// The collision lab's window (`polyroids --lab`): no game rules, two shapes
// to drag and every algorithm's verdict side by side. Each frame turns mouse
// and keys into LabModel edits and draws with render::drawLab; like the game
// it honours --frames N and --screenshot FILE (N frames, save, exit 0).

#include "app/cli/CommandLine.h"
#include "app/platform/Program.h"

namespace app {

/// Opens the lab's window; the program (app/platform/Program.h), or why not (the reason printed): exit 2 for a bad scene or
/// preset, 1 for no window or font. `waitForInput`: a frame with no input waits up to 100 ms for some (the desktop
/// saves power so); a browser's frame callback must not block.
Started startLab(const Options& options, bool waitForInput);

/// Runs the lab until Esc or the window closes (or --frames N); returns the exit status.
int runLab(const Options& options);

}  // namespace app
