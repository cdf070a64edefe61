#pragma once
// Running one row on one scene: the scene moves tick after tick (untimed);
// the row's pass is timed (the thread's CPU time) on the ticks it takes part in.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bench/Rows.h"
#include "bench/Scenes.h"

namespace bench {

/// How long a row runs on a scene.
struct RunLength {
    int warmupTicks = 10;    ///< passes run but not timed
    int measuredTicks = 50;  ///< passes timed
    int activeTicks = 60;    ///< how many ticks at the end the row takes part in (all of them, except for brute force)
};

/// One line of the result: a row on a scene at one size.
struct Measurement {
    std::string scene;
    int n = 0;
    std::string row;
    double medianMs = 0.0;
    double p99Ms = 0.0;
    std::uint64_t timeScale = 1;  ///< the times were multiplied by this (a sampled row, per full tick)
    PassTally last{};             ///< the last tick's tally (every row's last tick is the same tick)
};

/// Makes a row for the world it will be given (a structure may keep pointers into it).
using RowMaker = std::function<std::unique_ptr<Row>(const sim::World&)>;

/// Moves a copy of `scene` for warmup + measured ticks, running the pass of a
/// row made for that copy on the ticks it takes part in; the last tick's tally
/// and the timed passes' median and p99.
Measurement measure(const sim::World& scene, const RowMaker& makeRow, RunLength length, std::uint64_t sampleStride);

}  // namespace bench
