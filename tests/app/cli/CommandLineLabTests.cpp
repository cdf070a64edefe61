#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/cli/CommandLine.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

TEST_CASE("--lab --preset NAME opens the lab on that preset") {
    const auto r = parse({"--lab", "--preset", "pentagram", "--frames", "2", "--screenshot", "lab.png"});
    CHECK(r.ok());
    CHECK(r->mode == app::Mode::Lab);
    CHECK(r->preset == "pentagram");
}

TEST_CASE("an unknown preset is refused with a message listing the valid names") {
    const std::string why = refusal({"--lab", "--preset", "hexagon"});
    CHECK(why.find("unknown preset 'hexagon'") != std::string::npos);
    CHECK(why.find("worked-example") != std::string::npos);
    CHECK(why.find("shared-edge") != std::string::npos);
}

TEST_CASE("--preset needs a name and is only for the lab") {
    CHECK_FALSE(refusal({"--lab", "--preset"}).empty());
    CHECK(refusal({"--preset", "corner"}).find("--lab") != std::string::npos);
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

TEST_CASE("--lesson opens the lessons at lesson N, or with no number at the first not finished") {
    const auto numbered = parse({"--lesson", "3", "--frames", "2"});
    REQUIRE(numbered.ok());
    CHECK(numbered->mode == app::Mode::Lesson);
    CHECK(numbered->lesson == 3);
    const auto next = parse({"--lesson", "--mute"});
    REQUIRE(next.ok());
    CHECK(next->mode == app::Mode::Lesson);
    CHECK(next->lesson == 0);
    CHECK(next->mute);
    CHECK(parse({"--lesson"})->lesson == 0);
}

TEST_CASE("--lesson N.S opens step S of lesson N, and N alone opens its first step") {
    const auto stepped = parse({"--lesson", "6.3"});
    REQUIRE(stepped.ok());
    CHECK(stepped->lesson == 6);
    CHECK(stepped->lessonStep == 3);
    CHECK(parse({"--lesson", "6"})->lessonStep == 1);
    CHECK(refusal({"--lesson", "6.0"}) == "--lesson N.S needs a step number S from 1 to 8 after the dot, not '6.0'");
    CHECK(refusal({"--lesson", "6.9"}) == "--lesson N.S needs a step number S from 1 to 8 after the dot, not '6.9'");
    CHECK(refusal({"--lesson", "6."}) == "--lesson N.S needs a step number S from 1 to 8 after the dot, not '6.'");
    CHECK(refusal({"--lesson", ".3"}) == "--lesson needs a lesson number from 1 to 99, not '.3'");
}

TEST_CASE("--lesson refuses a number out of range, --headless, and the lab's scene options") {
    CHECK(refusal({"--lesson", "0"}) == "--lesson needs a lesson number from 1 to 99, not '0'");
    CHECK(refusal({"--lesson", "x"}) == "--lesson needs a lesson number from 1 to 99, not 'x'");
    CHECK(refusal({"--lesson", "100"}) == "--lesson needs a lesson number from 1 to 99, not '100'");
    CHECK(refusal({"--lesson", "--headless"}) == "--lesson needs a window; it cannot run --headless");
    CHECK(refusal({"--lesson", "--preset", "corner"}).find("--lab") != std::string::npos);
}
