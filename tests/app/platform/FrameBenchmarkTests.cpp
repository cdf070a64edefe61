#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/cli/CommandLine.h"
#include "app/platform/FrameBenchmark.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

TEST_CASE("the benchmark line gives the frames, the counts, the mean and the nearest-rank 99th percentile") {
    std::vector<double> times;
    for (int i = 200; i >= 1; --i) times.push_back(i);  // 1..200 ms, out of order
    CHECK(app::frameBenchmarkLine(times, 512, 7) == "frames=200 asteroids=512 bullets=7 mean_ms=100.500 p99_ms=198.000");
}

TEST_CASE("with fewer than 100 frames the 99th percentile is the slowest frame") {
    CHECK(app::frameBenchmarkLine({2.0, 9.5, 1.0}, 3, 0) == "frames=3 asteroids=3 bullets=0 mean_ms=4.167 p99_ms=9.500");
}

TEST_CASE("a run that drew no frame prints zeros, not garbage") {
    CHECK(app::frameBenchmarkLine({}, 0, 0) == "frames=0 asteroids=0 bullets=0 mean_ms=0.000 p99_ms=0.000");
}

TEST_CASE("--benchmark-frames is read with replays and overlays and turns vsync off") {
    const auto r = parse({"--replay", "crowd.replay", "--benchmark-frames", "600", "--overlay", "stats"});
    REQUIRE(r.ok());
    CHECK(r->benchmarkFrames == 600u);
    CHECK(r->vsync == false);
    CHECK_FALSE(r->showTitle);
    const auto played = parse({"--seed", "3", "--autopilot", "--benchmark-frames", "1", "--vsync", "off"});
    REQUIRE(played.ok());
    CHECK(played->benchmarkFrames == 1u);
    CHECK_FALSE(parse({"--benchmark-frames", "5"})->showTitle);
    CHECK(parse({"--replay", "crowd.replay", "--at", "500", "--benchmark-frames", "600"})->at == 500u);
}

TEST_CASE("--benchmark-frames refuses a bad count and the options that would stop it stepping every frame") {
    CHECK(refusal({"--benchmark-frames"}).find("1 to 1000000") != std::string::npos);
    CHECK(refusal({"--benchmark-frames", "0"}).find("1 to 1000000") != std::string::npos);
    CHECK(refusal({"--benchmark-frames", "1000001"}).find("1 to 1000000") != std::string::npos);
    for (const std::vector<std::string>& with : {std::vector<std::string>{"--headless", "--autopilot", "--ticks", "9"},
                                                 {"--lab"}, {"--frames", "9"}, {"--vsync", "on"}, {"--speed", "2"},
                                                 {"--pause-on", "hit"}}) {
        std::vector<std::string> args{"--benchmark-frames", "10"};
        args.insert(args.end(), with.begin(), with.end());
        CHECK(refusal(args).find("--benchmark-frames draws every frame") != std::string::npos);
    }
}
