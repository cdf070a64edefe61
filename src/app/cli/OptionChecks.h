#pragma once
// Which command-line options go together: the checks run once every option
// is read (an option that needs another, two that exclude each other), and
// whether the options leave the title screen to open.

#include <cstdint>
#include <string>
#include "app/cli/CommandLine.h"

#include "base/Result.h"

namespace app {

/// Success, or the first pair of options that do not go together (or an option missing the one it needs), as the message.
base::Status checkTogether(const Options& o);

/// The title screen opens unless an option says what to run: a seed, a number of frames or ticks, the autopilot, a
/// recording, or --play (so every scripted run starts its game at once); --title opens it anyway.
bool opensOnTitle(const Options& o);

}  // namespace app
