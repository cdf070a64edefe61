#pragma once
// `polyroids events FILE` and `polyroids why FILE TICK`: a replay read as a
// story, with no display (no SDL is initialised). Neither verifies the replay;
// both replay it (never past its own totalTicks) and print lines to stdout.

#include "app/cli/CommandLine.h"

namespace app {

/// `events FILE`: one line per game event (sim::describeEvent); 0 ok, 1 stdout failed, 2 unusable file.
int runEvents(const Options& options);

/// `why [--fields] FILE TICK`: replays to world.tick == TICK - 1, steps once with decisions
/// recorded, prints the ship's death if it died (sim::describeDeath; not with --fields), then each
/// pair tested (sim::describeDecision); 0, 1, 2 as above, 2 also for a TICK the replay does not reach.
int runWhy(const Options& options);

}  // namespace app
