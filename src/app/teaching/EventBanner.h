#pragma once
// What the banner says when time travel stops on an event (PgUp/PgDn, H):
// the events of the tick on show that it stopped for, by name, so a class
// sees at once which moment this is.

#include <span>
#include <string>

#include "replay/Timeline.h"
#include "sim/StepReport.h"

namespace app {

/// "SHIP DESTROYED BY ASTEROID 51", "ASTEROID 7 DESTROYED BY BULLET 5": each of `events` of a kind in `kinds`, in order, joined by ", "; past three,
/// each kind once, named when alone and counted when not ("12 ASTEROIDS DESTROYED"); empty when none is.
std::string eventBanner(std::span<const sim::GameEvent> events, replay::EventKinds kinds);

}  // namespace app
