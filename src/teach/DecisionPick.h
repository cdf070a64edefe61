#pragma once
// "Why?" while paused: which object a click lands on, and the decisions of
// the tick on show that involve it, in the words `polyroids why` prints
// (whySentences: one function for why, the panel and --explain). SDL-free.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/Decision.h"
#include "sim/DecisionText.h"
#include "sim/StepReport.h"
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

/// What `why` says about one step, in one place for `polyroids why`, the why panel and `--explain`: the ship's death
/// (sentences only), then each decision in test order, then each tunnel; only those about `picked` (the ship's death
/// is about the ship and what destroyed it), or all when nothing is picked.
std::vector<std::string> whySentences(const sim::StepReport& report, Picked picked, sim::Wording wording = sim::Wording::Sentences);

/// The why panel's lines: a title naming `picked`, then whySentences about it, one sentence a line, unbroken (the
/// panel wraps them once, to the width it has), or a line saying no pair with it was tested.
std::vector<std::string> explainPicked(const sim::StepReport& report, Picked picked);

}  // namespace teach
