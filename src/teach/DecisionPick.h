#pragma once
// "Why?" while paused: which object a click lands on, and the decisions of
// the tick on show that involve it, in the words of sim::describeDecision
// (the text `polyroids why` prints). SDL-free.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/Decision.h"
#include "sim/World.h"

namespace teach {

/// An object the player clicked: the ship, an asteroid or a saucer by id, or nothing.
struct Picked {
    enum class Kind : std::uint8_t { Nothing, Ship, Asteroid, Saucer };
    Kind kind = Kind::Nothing;
    std::uint32_t asteroidId = 0;  ///< Kind::Asteroid only
    std::uint32_t saucerId = 0;    ///< Kind::Saucer only

    /// True unless nothing was picked.
    explicit operator bool() const { return kind != Kind::Nothing; }
    friend bool operator==(const Picked&, const Picked&) = default;
};

/// The object under `at` (world coordinates): the ship within its bounding radius (on the field, or tested this tick), a saucer, or an asteroid
/// inside its bounding circle, live in `world` or as `decisions` saw it (one broken this tick); an object that reached an
/// exact test this tick wins over one that did not (a broken rock over its new pieces), then the nearest centre.
Picked pickObject(const sim::World& world, std::span<const sim::Decision> decisions, geometry::Vec2 at);

/// Where a picked object is: its centre (world coordinates) and the radius a click on it is taken within.
struct PickedSpot {
    geometry::Vec2 centre{};
    double radius = 0.0;
};

/// Where `picked` is on show, by the same reckoning as pickObject: live in `world`, or (an asteroid broken this
/// tick) as `decisions` saw it; nothing when it is in neither (or nothing was picked).
std::optional<PickedSpot> spotOf(const sim::World& world, std::span<const sim::Decision> decisions, Picked picked);

/// True when `decision` is about `picked` (the ship's pairs, or the asteroid's or saucer's by id).
bool involves(const sim::Decision& decision, Picked picked);

/// The panel's lines: a title naming `picked`, then sim::describeDecision of each decision about it, in test order,
/// broken at spaces into lines of at most `columns` characters (continuations indented).
std::vector<std::string> explainPicked(std::span<const sim::Decision> decisions, Picked picked, std::size_t columns);

/// `line` broken at spaces into pieces of at most `columns` characters (a longer word stays whole); continuations start with two spaces.
std::vector<std::string> breakLine(const std::string& line, std::size_t columns);

}  // namespace teach
