#include "replay/Checkpoints.h"

#include "replay/Hex.h"

namespace replay {

std::optional<Mismatch> compareHashes(std::uint64_t tick, const sim::StateHashes& expected, const sim::StateHashes& got) {
    if (expected == got) return std::nullopt;
    for (std::size_t i = 0; i < sim::kStatePartCount; ++i) {
        if (expected.parts[i] != got.parts[i]) {
            return Mismatch{tick, std::string(sim::partName(static_cast<sim::StatePart>(i))), expected.parts[i], got.parts[i]};
        }
    }
    return Mismatch{tick, "whole", expected.whole, got.whole};
}

std::optional<Mismatch> checkCheckpoint(const Checkpoint& checkpoint, const sim::World& world) {
    return compareHashes(checkpoint.tick, checkpoint.hashes, sim::hashState(world));
}

std::optional<Mismatch> checkEnd(const Replay& replay, const sim::World& last) {
    const std::uint64_t hash = sim::hashState(last).whole;
    if (hash != replay.finalHash) return Mismatch{last.tick, "whole", replay.finalHash, hash};
    if (last.score != replay.finalScore && !replay.cutShort) {
        return Mismatch{last.tick, "score", static_cast<std::uint64_t>(replay.finalScore), static_cast<std::uint64_t>(last.score), true};
    }
    return std::nullopt;
}

std::string desyncMessage(const Mismatch& m) {
    const auto number = [&](std::uint64_t v) { return m.isScore ? std::to_string(v) : hex(v); };
    return "replay: desync at tick " + std::to_string(m.tick) + ": " + m.part + " differs (expected " + number(m.expected) +
           ", got " + number(m.got) + ")";
}

}  // namespace replay
