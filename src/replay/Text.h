#pragma once
// A replay as text, both ways: the format documented in docs/replay-format.md.

#include <string>
#include <string_view>

#include "base/Result.h"
#include "replay/Replay.h"

namespace replay {

/// The letters of the buttons in an `i` line, in the bit order of sim::Button.
inline constexpr std::string_view kButtonLetters = "TBLRFXH";

/// The replay as text, in the documented format.
std::string toText(const Replay& replay);

/// The replay the text holds, or the first problem with its line number (no file name).
/// Never trusts a number in the text to size anything.
base::Result<Replay> parseReplay(std::string_view text);

}  // namespace replay
