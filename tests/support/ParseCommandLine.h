#pragma once
// Command-line parsing in the tests: the options, or the refusal's message.

#include <string>
#include <vector>

#include "app/cli/CommandLine.h"

namespace testing {

/// parseCommandLine on these arguments.
inline base::Result<app::Options> parse(const std::vector<std::string>& args) { return app::parseCommandLine(args); }

/// The message of a refused command line, or "" when it was accepted.
inline std::string refusal(const std::vector<std::string>& args) {
    const auto r = app::parseCommandLine(args);
    return r ? std::string() : r.error().message();
}

}  // namespace testing
