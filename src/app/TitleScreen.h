#pragma once
// The title screen: the autopilot plays behind the game's name (the attract
// mode), the high-score table shows in turn, and any key, click or pad button
// starts a game; Esc quits. With --frames N it runs N frames and saves
// --screenshot, like the game.

#include <cstdint>

#include "app/CommandLine.h"
#include "app/PlayerFiles.h"
#include "app/Screen.h"

namespace app {

/// How the title screen ended: a game to start, or the program's exit status.
struct TitleEnding {
    bool play = false;
    int status = 0;
};

/// Runs the title screen until the player starts a game or quits; the attract game uses `seed`.
TitleEnding runTitleScreen(const Options& options, Screen& screen, PlayerData& player, std::uint64_t seed);

/// Which the title shows at attract tick `tick`: the name (7 s) or the high-score table (5 s), in turn.
bool titleShowsScores(std::uint64_t tick);

}  // namespace app
