#pragma once
// For replay tests: the line and reason a text that must be refused is refused with, and the smallest
// replay text to hang a header line under test on.

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "replay/Text.h"
#include "sim/Tuning.h"

namespace testing {

/// "LINE: reason" of the refusal of `text` (the test fails if it parses).
inline std::string refusalOf(std::string_view text) {
    const base::Result<replay::Replay> parsed = replay::parseReplay(text);
    REQUIRE_FALSE(parsed.ok());
    return std::to_string(parsed.error().line) + ": " + parsed.error().reason;
}

/// A replay of no ticks under this build's rules on a field of `field` ("1280 720"), its header ending with `lines`
/// (each ending in '\n'; the first of them is the file's line 7).
inline std::string emptyReplayWith(std::string_view field, std::string_view lines) {
    return "polyroids-replay 1\nrules " + std::to_string(sim::kRulesVersion) + "\nseed 7\nfield " + std::string(field) +
           "\nlives 3\ncheckpoint-interval 60\n" + std::string(lines) + "begin\nend 0 0 0123456789abcdef\n";
}

}  // namespace testing
