#include "replay/Verify.h"

#include <cinttypes>
#include <cstdio>

#include "sim/Game.h"

namespace replay {

namespace {

std::string hex(std::uint64_t v) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016" PRIx64, v);
    return buffer;
}

// The first part whose hash differs names what diverged; a difference in the
// whole hash alone means the file's own numbers disagree with each other.
void reportDesync(VerifyResult& result, std::uint64_t tick, const sim::StateHashes& expected, const sim::StateHashes& got) {
    result.desyncTick = tick;
    result.part = "whole";
    result.expected = expected.whole;
    result.got = got.whole;
    for (std::size_t i = 0; i < sim::kStatePartCount; ++i) {
        if (expected.parts[i] != got.parts[i]) {
            result.part = sim::partName(static_cast<sim::StatePart>(i));
            result.expected = expected.parts[i];
            result.got = got.parts[i];
            return;
        }
    }
}

}  // namespace

VerifyResult verify(const Replay& replay) {
    VerifyResult result;
    result.checkpointsTotal = replay.checkpoints.size();
    sim::World world = sim::newGame(replay.settings);
    sim::StepContext stepping;
    InputCursor inputs(replay);
    std::size_t next = 0;
    while (next < replay.checkpoints.size() && replay.checkpoints[next].tick == 0) {
        const sim::StateHashes got = sim::hashState(world);
        if (got != replay.checkpoints[next].hashes) return reportDesync(result, 0, replay.checkpoints[next].hashes, got), result;
        ++next;
        ++result.checkpointsPassed;
    }
    while (world.tick < replay.totalTicks) {
        sim::step(world, inputs.next(world.tick), stepping);
        if (next < replay.checkpoints.size() && replay.checkpoints[next].tick == world.tick) {
            const sim::StateHashes got = sim::hashState(world);
            if (got != replay.checkpoints[next].hashes) {
                result.ticks = world.tick;
                reportDesync(result, world.tick, replay.checkpoints[next].hashes, got);
                return result;
            }
            ++next;
            ++result.checkpointsPassed;
        }
    }
    result.ticks = world.tick;
    result.score = world.score;
    result.finalHash = sim::hashState(world).whole;
    if (result.finalHash != replay.finalHash) {
        result.desyncTick = world.tick;
        result.part = "whole";
        result.expected = replay.finalHash;
        result.got = result.finalHash;
        return result;
    }
    if (result.score != replay.finalScore) {
        result.desyncTick = world.tick;
        result.part = "score";
        result.expected = static_cast<std::uint64_t>(replay.finalScore);
        result.got = static_cast<std::uint64_t>(result.score);
        return result;
    }
    result.ok = true;
    return result;
}

sim::World simulateTo(const Replay& replay, std::uint64_t tick) {
    sim::World world = sim::newGame(replay.settings);
    sim::StepContext stepping;
    InputCursor inputs(replay);
    while (world.tick < tick && world.tick < replay.totalTicks) sim::step(world, inputs.next(world.tick), stepping);
    return world;
}

std::string describe(const VerifyResult& r) {
    if (r.ok) {
        return "replay: ok ticks=" + std::to_string(r.ticks) + " score=" + std::to_string(r.score) + " checkpoints=" +
               std::to_string(r.checkpointsPassed) + "/" + std::to_string(r.checkpointsTotal) + " hash=" + hex(r.finalHash);
    }
    const bool score = r.part == "score";
    return "replay: desync at tick " + std::to_string(r.desyncTick) + ": " + r.part + " differs (expected " +
           (score ? std::to_string(r.expected) : hex(r.expected)) + ", got " + (score ? std::to_string(r.got) : hex(r.got)) + ")";
}

}  // namespace replay
