#pragma once
// The windowed game as a program (app/platform/Program.h): a game or a watched replay,
// restarted from its menu, or the title screen and the games started from it
// (title -> game -> title), each mode a state object that does one frame at
// a time (app/game/TitleScreen.h, app/game/WindowedGame.h).

#include "app/cli/CommandLine.h"
#include "app/platform/Program.h"

namespace app {

/// Opens the window for a game, a watched replay or the title screen (--title); the program, or why not:
/// exit 2 for a bad replay or --overlay, 1 for no window or font (the reason printed).
Started startWindowed(const Options& options);

/// Plays a game or watches a replay in a window until it ends; returns the exit status.
int runWindowed(const Options& options);

}  // namespace app
