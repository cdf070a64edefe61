#pragma once
// What a close-up of the why panel's object shows: the object and every
// object it was tested against this tick past the bounding boxes (the bullet,
// the rock, the ship involved), as one box of the field. render/ magnifies
// the stage onto it (render::closeUpOf); here only what matters is decided,
// from the decision record, never from a test run again. SDL-free.

#include <optional>
#include <span>

#include "geometry/Aabb.h"
#include "sim/Decision.h"
#include "sim/World.h"
#include "teach/DecisionPick.h"

namespace teach {

/// The box (world units) round `spot` (where `picked` is) and both objects of each decision about `picked` whose
/// bounding boxes met, each taken the short way round from `spot` (so it may reach past the field's edges); nothing
/// when nothing is picked.
std::optional<geometry::Aabb> closeUpSubjects(const sim::Settings& field, std::span<const sim::Decision> decisions, Picked picked,
                                              const PickedSpot& spot);

}  // namespace teach
