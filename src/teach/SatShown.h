#pragma once
// The SAT overlay's picture of the pairs the game SAT-tested this step, from
// the decision record (sim::HullDecision): for each, the mover's piece and
// the target's piece the game showed (the one that met, or on a miss the
// nearest) with the SAT result; for one of them an inset with every axis,
// both shadows on it and the verdict in words. SDL-free.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "geometry/Rotation.h"
#include "geometry/Sat.h"
#include "sim/Decision.h"
#include "sim/World.h"
#include "teach/DecisionGhosts.h"

namespace teach {

/// One SAT-tested pair as the game showed it.
struct SatShown {
    geometry::Transform frame{};               ///< the target's frame, placed beside the mover (the short way round)
    std::array<geometry::Vec2, 3> hull{};      ///< the mover's piece, in the target's frame
    std::array<geometry::Vec2, 3> piece{};     ///< the target's piece, in its frame
    geometry::SatResult sat{};                 ///< satConvex(hull, piece) as the game recorded it
    bool ship = false;                         ///< the mover is the ship (else a saucer)
    double strength = 1.0;                     ///< 1 live, less for a fading ghost
    std::optional<sim::AsteroidSeen> ghostOf;  ///< a death's target as it was (gone from the world): drawn under it
};

/// One axis of the inset: a normal of the hull's edges (S0-S2) or the piece's (P0-P2), with both shadows on it.
struct SatAxisShown {
    geometry::Vec2 axis{};       ///< unit, in the target's frame
    geometry::Interval hull{};   ///< the hull's shadow on it
    geometry::Interval piece{};  ///< the piece's
    bool separating = false;     ///< the axis the game's miss was decided on
    std::string tag;             ///< "S0" .. "P2", as the verdict names it
};

/// The inset: one pair magnified with all six axes and the verdict.
struct SatInset {
    SatShown pair{};
    std::vector<SatAxisShown> axes;  ///< the hull's edges, then the piece's
    std::string title;
    std::string verdict;  ///< "gap 0.46 on piece edge 1 (P1): apart" or "MTV (minimum translation vector) 2.10 along S0"
    bool onLeft = false;             ///< on the half of the field away from the pair
};

/// Each body decision that reached SAT this step and left no ghost (a live pair), in test order.
std::vector<SatShown> satPairsShown(const sim::Settings& field, std::span<const sim::Decision> decisions);

/// The SAT picture of a body decision that reached SAT, drawn at `strength`.
SatShown satShownOf(const sim::Settings& field, const sim::Decision& decision, double strength);

/// The inset: the newest ship death among `ghosts`, else of `live`'s ship pairs the deepest (or, with no overlap, the nearest).
std::optional<SatInset> satInset(const sim::Settings& field, std::span<const SatShown> live, const DecisionGhosts& ghosts);

/// The verdict in words, naming the deciding axis as "piece edge 1 (P1)".
std::string satVerdict(const geometry::SatResult& result);

}  // namespace teach
