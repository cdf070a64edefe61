#pragma once
// Which command-line options go together: the checks run once every option
// is read (an option that needs another, two that exclude each other), and
// whether the options leave the title screen to open.

#include "app/CommandLine.h"
#include <cstdint>
#include <string>

#include "base/Result.h"

namespace app {

/// Success, or the first pair of options that do not go together (or an option missing the one it needs), as the message.
base::Status checkTogether(const Options& o);

/// The title screen opens unless an option says what to run: a seed, a number of frames or ticks, the autopilot, a
/// recording, or --play (so every scripted run starts its game at once); --title opens it anyway.
bool opensOnTitle(const Options& o);

/// True when `text` is a whole decimal count no greater than `max`, stored in `out`.
bool parseCount(const std::string& text, std::uint64_t& out, std::uint64_t max);

/// Reads --lesson's value, "N" or "N.S" (lesson N from 1, its step S from 1; null for the first not finished) into `o`.
base::Status readLesson(const std::string* value, Options& o);

}  // namespace app
