#include <cstdint>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "replay/Hex.h"
#include "replay/Text.h"

namespace replay {

namespace {

std::string buttonsText(std::uint8_t buttons) {
    std::string s;
    for (std::size_t bit = 0; bit < kButtonLetters.size(); ++bit) {
        if (buttons & (1u << bit)) s += kButtonLetters[bit];
    }
    return s.empty() ? "-" : s;
}

// %.17g prints the shortest text that reads back as the same double, so a
// click position survives the round trip bit for bit.
std::string exact(double v) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return buffer;
}

std::string hashesText(const sim::StateHashes& h) {
    std::string s = hex(h.whole);
    for (std::size_t i = 0; i < sim::kStatePartCount; ++i) {
        s += ' ';
        s += sim::partName(static_cast<sim::StatePart>(i));
        s += '=';
        s += hex(h.parts[i]);
    }
    return s;
}

// Events interleaved in tick order, so the file reads like the game's story (and a reader can play it as it reads).
void writeBody(std::ostream& out, const Replay& r) {
    std::size_t b = 0, s = 0, c = 0;
    while (b < r.buttonChanges.size() || s < r.spawns.size() || c < r.checkpoints.size()) {
        const std::uint64_t bt = b < r.buttonChanges.size() ? r.buttonChanges[b].tick : UINT64_MAX;
        const std::uint64_t st = s < r.spawns.size() ? r.spawns[s].tick : UINT64_MAX;
        // A checkpoint at tick T is the state after T ticks: it comes before the input of tick T.
        const std::uint64_t ct = c < r.checkpoints.size() ? r.checkpoints[c].tick : UINT64_MAX;
        if (ct <= bt && ct <= st) {
            out << lineText(r.checkpoints[c++]);
        } else if (bt <= st) {
            out << lineText(r.buttonChanges[b++]);
        } else {
            out << lineText(r.spawns[s++]);
        }
    }
}

}  // namespace

std::string headerText(const Replay& r) {
    return std::string(kMagic) + " " + std::to_string(kFormatVersion) + "\n" +
           "rules " + std::to_string(r.rulesVersion) + "\n" +
           "seed " + std::to_string(r.settings.seed) + "\n" +
           "field " + exact(r.settings.fieldWidth) + " " + exact(r.settings.fieldHeight) + "\n" +
           "lives " + std::to_string(r.settings.startLives) + "\n" +
           "checkpoint-interval " + std::to_string(r.checkpointInterval) + "\n" +
           (r.settings.crowd > 0 ? "crowd " + std::to_string(r.settings.crowd) + "\n" : std::string()) +  // a normal game's header is as before
           (r.settings.sweptBullets ? std::string("bullets swept\n") : std::string()) +  // likewise the classic rule's
           "begin\n";
}

std::string lineText(const ButtonChange& change) { return "i " + std::to_string(change.tick) + " " + buttonsText(change.buttons) + "\n"; }

std::string lineText(const Spawn& spawn) {
    return "s " + std::to_string(spawn.tick) + " " + exact(spawn.at.x) + " " + exact(spawn.at.y) + "\n";
}

std::string lineText(const Checkpoint& checkpoint) { return "c " + std::to_string(checkpoint.tick) + " " + hashesText(checkpoint.hashes) + "\n"; }

std::string endText(const Replay& r) {
    return "end " + std::to_string(r.totalTicks) + " " + std::to_string(r.finalScore) + " " + hex(r.finalHash) + "\n";
}

std::size_t longestEndLine() {
    static const std::size_t bytes = [] {
        Replay longest;
        longest.totalTicks = kMaxTicks;
        longest.finalScore = 2'000'000'000;  // the largest score a reader accepts
        return endText(longest).size();
    }();
    return bytes;
}

std::size_t longestCheckpointLine() {
    static const std::size_t bytes = lineText(Checkpoint{kMaxTicks, {}}).size();
    return bytes;
}

void writeText(std::ostream& out, const Replay& replay) {
    out << headerText(replay);
    writeBody(out, replay);
    out << endText(replay);
}

std::string toText(const Replay& replay) {
    std::ostringstream out;
    writeText(out, replay);
    return std::move(out).str();
}

}  // namespace replay
