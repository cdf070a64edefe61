#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/CommandLine.h"

namespace {
app::ParseResult parse(std::vector<std::string> args) { return app::parseCommandLine(args); }
}  // namespace

TEST_CASE("--lab --preset NAME opens the lab on that preset") {
    const auto r = parse({"--lab", "--preset", "pentagram", "--frames", "2", "--screenshot", "lab.png"});
    CHECK(r.error.empty());
    CHECK(r.options.mode == app::Mode::Lab);
    CHECK(r.options.preset == "pentagram");
}

TEST_CASE("an unknown preset is refused with a message listing the valid names") {
    const auto r = parse({"--lab", "--preset", "hexagon"});
    CHECK(r.error.find("unknown preset 'hexagon'") != std::string::npos);
    CHECK(r.error.find("worked-example") != std::string::npos);
    CHECK(r.error.find("shared-edge") != std::string::npos);
}

TEST_CASE("--preset needs a name and is only for the lab") {
    CHECK_FALSE(parse({"--lab", "--preset"}).error.empty());
    CHECK(parse({"--preset", "corner"}).error.find("--lab") != std::string::npos);
}

TEST_CASE("--help documents --preset and names every preset") {
    const std::string usage = app::usageText();
    CHECK(usage.find("--preset NAME") != std::string::npos);
    CHECK(usage.find("containment") != std::string::npos);
    // The wrapped list of names stays within 80 columns.
    std::size_t start = 0;
    while (start < usage.size()) {
        const std::size_t end = usage.find('\n', start);
        const std::string line = usage.substr(start, end - start);
        if (line.find("worked-example") != std::string::npos || line.find("containment") != std::string::npos) CHECK(line.size() <= 80);
        start = end == std::string::npos ? usage.size() : end + 1;
    }
}
