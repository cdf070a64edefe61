#pragma once
// Whether the game being played may enter the high-score table, worked out
// from what was sent to the simulation this game (docs/player-files.md): a
// click-spawned asteroid, the autopilot or time turned back keeps it out,
// and the first reason is what the game-over screen says.

#include <string>

#include "sim/TickInput.h"

namespace app {

class ScoreEligibility {
public:
    /// A new game; flown by the autopilot it never counts.
    explicit ScoreEligibility(bool autopilot) { startGame(autopilot); }

    /// Starts over for a new game (the restart button).
    void startGame(bool autopilot) { reason_ = autopilot ? "the autopilot flew" : ""; }
    /// Notes one tick's input as stepped.
    void noteInput(const sim::TickInput& input) {
        if (input.spawnAsteroid) exclude("an asteroid was spawned by a click");
    }
    /// Notes a step back in time (B, PageUp, seeking).
    void noteTimeTravel() { exclude("time went back"); }

    bool eligible() const { return reason_.empty(); }
    /// Why not, e.g. "the autopilot flew"; empty when eligible.
    const std::string& reason() const { return reason_; }

private:
    void exclude(const char* reason) {
        if (reason_.empty()) reason_ = reason;
    }
    std::string reason_;
};

}  // namespace app
