#pragma once
// What the front end keeps of the collision decisions after their tick: the
// hits and deaths of recent steps as ghosts that fade over about a second, so
// a verdict the game reached in one 17 ms tick stays readable at 1x. Ghosts
// are copies of sim::Decision records (never worked out again) and live only
// in the front end: the simulation never sees them. SDL-free.

#include <cstdint>
#include <span>
#include <vector>

#include "sim/Decision.h"

namespace teach {

/// One decision kept on screen, and how long ago its tick was shown.
struct DecisionGhost {
    sim::Decision decision;
    double age = 0.0;  ///< seconds of running time since its step
};

/// The recent hits and deaths, each fading from full strength to nothing over kLifetime seconds.
class DecisionGhosts {
public:
    static constexpr double kLifetime = 1.0;  ///< seconds a ghost stays on screen

    /// Keeps every hit of one step's record (a bullet's hit, or a ship's death; not a harmless touch) as a new ghost.
    void add(std::span<const sim::Decision> decisions);
    /// Ages every ghost by `seconds` (the caller passes 0 while paused) and forgets those kLifetime old or older.
    void age(double seconds);
    /// Forgets every ghost (after travelling in time the old ones belong to another moment).
    void clear() { ghosts_.clear(); }
    /// The ghosts, oldest first.
    std::span<const DecisionGhost> ghosts() const { return ghosts_; }

    /// How strongly a ghost of that age is drawn: 1 when new, falling linearly to 0 at kLifetime.
    static double strength(double age);

private:
    std::vector<DecisionGhost> ghosts_;
};

/// True for the decisions kept as ghosts: hits, except a harmless touch of an invulnerable ship.
bool leavesGhost(const sim::Decision& decision);

}  // namespace teach
