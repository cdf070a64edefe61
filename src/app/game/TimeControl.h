#pragma once
// Pause, single step and speed, for play and for replays. Real time is
// scaled before it reaches the accumulator, so the simulation still only ever
// steps whole fixed ticks: slow motion changes when ticks happen, never what
// they compute.

#include <array>
#include <cstddef>
#include <string>

namespace app {

class TimeControl {
public:
    /// Speeds on offer: 1/16x to 8x (the game stops at 2x; replays go to 8x).
    static constexpr std::array<double, 8> kSpeeds = {0.0625, 0.125, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0};

    explicit TimeControl(double maxSpeed) : maxSpeed_(maxSpeed) {}

    bool paused() const { return paused_; }
    void setPaused(bool paused) { paused_ = paused; }
    void togglePause() { paused_ = !paused_; }
    /// Asks for exactly one tick, and pauses (a step is only meaningful paused).
    void requestStep() { paused_ = true; ++pendingSteps_; }
    void faster() { if (index_ + 1 < kSpeeds.size() && kSpeeds[index_ + 1] <= maxSpeed_) ++index_; }
    void slower() { if (index_ > 0) --index_; }
    void setSpeed(double speed) {
        for (std::size_t i = 0; i < kSpeeds.size(); ++i) if (kSpeeds[i] == speed && speed <= maxSpeed_) index_ = i;
    }
    double speed() const { return kSpeeds[index_]; }

    /// Real seconds scaled into simulated seconds (0 while paused).
    double scaled(double realSeconds) const { return paused_ ? 0.0 : realSeconds * speed(); }
    /// Takes one pending single-step request, if any.
    bool takeStep() {
        if (pendingSteps_ == 0) return false;
        --pendingSteps_;
        return true;
    }

    /// "1x", "1/4x", "1/16x", with "PAUSED" when paused; for the HUD.
    std::string label() const {
        const double s = speed();
        // Every speed below 1x is 1/2^k: its label is the reciprocal.
        // Appended, not "1/" + string: GCC 12's -Wrestrict misfires on the latter.
        std::string text = s < 1.0 ? std::string("1/").append(std::to_string(static_cast<int>(1.0 / s))) : std::to_string(static_cast<int>(s));
        text.push_back('x');
        return paused_ ? "PAUSED " + text : text;
    }

private:
    double maxSpeed_;
    std::size_t index_ = 4;  // 1x
    bool paused_ = false;
    int pendingSteps_ = 0;
};

}  // namespace app
