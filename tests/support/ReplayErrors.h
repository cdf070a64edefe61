#pragma once
// For replay tests: the line and reason a text that must be refused is refused with.

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "replay/Text.h"

namespace testing {

/// "LINE: reason" of the refusal of `text` (the test fails if it parses).
inline std::string refusalOf(std::string_view text) {
    const base::Result<replay::Replay> parsed = replay::parseReplay(text);
    REQUIRE_FALSE(parsed.ok());
    return std::to_string(parsed.error().line) + ": " + parsed.error().reason;
}

}  // namespace testing
